import type { SessionUser } from './auth-api.ts';

/** Local-storage key of spec 000 section 3. It caches who is signed in for display; it grants nothing. */
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

export function readStoredUser(): StoredUser | null {
  try {
    const raw = JSON.parse(
      localStorage.getItem(STORED_USER_KEY) ?? 'null',
    ) as Partial<StoredUser> | null;
    return raw && typeof raw.id === 'string' && typeof raw.email === 'string'
      ? (raw as StoredUser)
      : null;
  } catch {
    return null;
  }
}

export function clearStoredUser(): void {
  localStorage.removeItem(STORED_USER_KEY);
  localStorage.removeItem('enhanced_session_state');
  sessionStorage.removeItem('session_location_cache');
}
