/** Texts of the sign-in, sign-up and other auth screens, worded exactly. */
export const AUTH_COPY = {
  signin: {
    heading: 'Sign In',
    subtext: 'Welcome back! Please sign in to your account.',
    button: 'Sign In',
    busy: 'Signing in...',
    title: 'Sign In',
  },
  signup: {
    heading: 'Sign Up',
    subtext: 'Create your account to get 3 free fishing reports.',
    button: 'Sign Up',
    busy: 'Signing up...',
    title: 'Sign Up',
  },
  forgot: {
    heading: 'Forgot Password',
    subtext: "Enter your email and we'll send you a link to reset your password.",
    button: 'Send Reset Link',
    busy: 'Sending...',
    successHeading: 'Check your email',
    successText: 'If an account exists for that address, a password reset link is on its way. The link works once and expires in 1 hour.',
    back: 'Return to Sign In',
  },
  reset: {
    heading: 'Reset Password',
    button: 'Reset Password',
    busy: 'Resetting password...',
    signInInstead: 'Sign in instead',
    requestNew: 'Request a new password reset link',
    successHeading: 'Password Reset Successful',
    goToSignIn: 'Go to Sign In',
  },
  emergency: {
    heading: 'Emergency Access',
    subtext: 'For administrators with a one-time emergency code.',
    button: 'Sign In',
    busy: 'Signing in...',
  },
  labels: {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    rememberMe: 'Remember me',
    emergencyCode: 'Emergency Code',
    forgot: 'Forgot password?',
    toSignUp: "Don't have an account? Sign up",
    toSignIn: 'Already have an account? Sign in',
  },
  subscription: {
    heading: 'Subscription Required',
    text: 'Your current subscription tier does not have access to this feature.',
  },
} as const;

export const SOCIAL_UNAVAILABLE = {
  google: 'Google sign-in is unavailable: this server has no Google keys configured.',
  facebook: 'Facebook sign-in is unavailable: this server has no Facebook keys configured.',
} as const;
