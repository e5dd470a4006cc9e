/** The signed-in user as routes see it. */
interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
}
export interface CurrentSession {
  user: SessionUser;
  session: { id: string; token: string; expiresAt: Date };
}
