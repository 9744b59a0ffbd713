import { createContext, useContext } from 'react';

export interface SignOut {
  signOut: () => Promise<void>;
  isSigningOut: boolean;
}

export const SignOutContext = createContext<SignOut | null>(null);

/** Signing out, from anywhere inside the signed-in layout (its header and the Settings screen). */
export function useSignOut(): SignOut {
  const signOut = useContext(SignOutContext);
  if (!signOut) throw new Error('useSignOut is used outside the signed-in layout');
  return signOut;
}
