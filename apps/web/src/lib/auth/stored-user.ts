import type { SessionUser } from './auth-api.ts';

/**
 * Local-storage key of the signed-in user: it caches who is signed in for display; it grants
 * nothing.
 */
const STORED_USER_KEY = 'auth_user';

export interface StoredUser {
  id: string;
  email: string;
  role: string;
  displayName: string;
  lastLogin: string;
}

export function storeUser(user: SessionUser): void {
  const previous = readStoredUser();
  const stored: StoredUser = {
    id: user.id,
    email: user.email,
    role: user.role ?? 'user',
    displayName: user.name || user.email.split('@')[0] || 'User',
    lastLogin: previous?.id === user.id ? previous.lastLogin : new Date().toISOString(),
  };
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(stored));
}

/** The stored user, if the entry has at least an id and an e-mail (anything else gets a default). */
export function readStoredUser(): StoredUser | null {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const text = (key: keyof StoredUser): string | undefined => {
    const value: unknown = Reflect.get(raw, key);
    return typeof value === 'string' ? value : undefined;
  };
  const id = text('id');
  const email = text('email');
  if (!id || !email) return null;
  return {
    id,
    email,
    role: text('role') ?? 'user',
    displayName: text('displayName') ?? email,
    lastLogin: text('lastLogin') ?? '',
  };
}

export function clearStoredUser(): void {
  localStorage.removeItem(STORED_USER_KEY);
  localStorage.removeItem('enhanced_session_state');
  sessionStorage.removeItem('session_location_cache');
}
