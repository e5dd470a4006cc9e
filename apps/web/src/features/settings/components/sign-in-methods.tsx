import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { getAuthProviders, linkSocial, listAccounts } from '@/lib/auth/auth-api.ts';
import { OAUTH_CALLBACK_MESSAGES } from '@/lib/auth/auth-messages.ts';

const NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/**
 * Which logins reach this account, and a Connect button for a provider the server offers and the
 * account lacks. Facebook joins an existing account only from here, signed in: Facebook does not
 * confirm e-mail addresses (docs/decisions/019-facebook-account-linking.md).
 */
export function SignInMethods() {
  const [query] = useSearchParams();
  const providers = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: getAuthProviders,
    staleTime: Infinity,
  });
  const accounts = useQuery({ queryKey: ['auth', 'accounts'], queryFn: listAccounts });
  const [failed, setFailed] = useState<string | null>(null);
  const linked = query.get('linked');
  const error = query.get('error');
  const has = (id: string) => accounts.data?.some((a) => a.providerId === id) ?? false;
  const connect = async (provider: 'google' | 'facebook') => {
    setFailed(null);
    try {
      const { url } = await linkSocial(provider);
      if (url) window.location.assign(url);
      else setFailed(`${NAMES[provider]} could not be reached. Please try again.`);
    } catch (err) {
      setFailed((err as Error).message);
    }
  };
  const offered = (['google', 'facebook'] as const).filter((p) => providers.data?.[p]);
  return (
    <div className="flex flex-col gap-3 text-sm">
      {linked && has(linked) ? (
        <FormAlert tone="success">
          {NAMES[linked as keyof typeof NAMES] ?? linked} is connected: you can sign in with it.
        </FormAlert>
      ) : null}
      {error ? (
        <FormAlert tone="error">
          {OAUTH_CALLBACK_MESSAGES[error] ?? 'That login could not be connected. Please try again.'}
        </FormAlert>
      ) : null}
      {failed ? <FormAlert tone="error">{failed}</FormAlert> : null}
      <ul className="flex flex-col gap-2">
        <li className="flex items-center justify-between gap-3">
          <span>E-mail and password</span>
          <span className="text-slate-600">{has('credential') ? 'Set' : 'Not set'}</span>
        </li>
        {offered.map((p) => (
          <li key={p} className="flex items-center justify-between gap-3">
            <span>{NAMES[p]}</span>
            {accounts.isPending ? (
              <span className="text-slate-500">Checking...</span>
            ) : has(p) ? (
              <span className="text-slate-600">Connected</span>
            ) : (
              <Button variant="secondary" onClick={() => void connect(p)}>
                Connect {NAMES[p]}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
