import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { getAuthProviders, signInSocial } from '@/lib/auth/auth-api.ts';
import { SOCIAL_UNAVAILABLE } from '../data/auth-copy.ts';

const FAILURE = {
  google: 'Google authentication failed',
  facebook: 'Facebook authentication failed',
} as const;
const LABEL = { google: 'Continue with Google', facebook: 'Continue with Facebook' } as const;

/** Google (and Facebook) sign-in; a provider without keys on the server shows why it is unavailable. */
export function SocialButtons({
  providers = ['google'],
}: {
  providers?: ('google' | 'facebook')[];
}) {
  const available = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: getAuthProviders,
    staleTime: Infinity,
  });
  const [error, setError] = useState<string | null>(null);
  const start = async (provider: 'google' | 'facebook') => {
    setError(null);
    try {
      const { url } = await signInSocial(provider);
      if (url) window.location.assign(url);
      else setError(FAILURE[provider]);
    } catch {
      setError(FAILURE[provider]);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {providers.map((p) => {
        const on = available.data?.[p] ?? false;
        return (
          <div key={p}>
            <Button
              variant="secondary"
              className="w-full"
              disabled={!on}
              aria-describedby={on ? undefined : `${p}-unavailable`}
              onClick={() => void start(p)}
            >
              {LABEL[p]}
            </Button>
            {!on && available.isSuccess ? (
              <p id={`${p}-unavailable`} className="mt-1 text-xs text-slate-600">
                {SOCIAL_UNAVAILABLE[p]}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
