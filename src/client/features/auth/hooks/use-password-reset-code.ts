import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '#client/lib/toast';
import { RESET_CODE_MISSING } from '../api/auth-failures';
import { paths } from '#client/lib/paths';

// The code lives in sessionStorage, not the URL: the address bar (and history, and a shared screenshot) must not
// carry a working reset code, and a reload of the reset form must keep working (product-rules.md#auth-messages).
const HELD_CODE_KEY = 'habitsprint.password_reset_code';

function readHeldCode(): string | null {
  try {
    return sessionStorage.getItem(HELD_CODE_KEY);
  } catch {
    return null;
  }
}

function holdCode(code: string) {
  try {
    sessionStorage.setItem(HELD_CODE_KEY, code);
  } catch {
    // without sessionStorage the code still lives in this page's URL until the replace below
  }
}

export function releaseResetCode() {
  try {
    sessionStorage.removeItem(HELD_CODE_KEY);
  } catch {
    // nothing held
  }
}

/**
 * Reset mode of the auth screen: a `code` in the URL is kept and the URL becomes /auth?mode=signin&reset=true;
 * reset mode without a kept code says so and goes to sign-in.
 */
export function usePasswordResetCode() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const codeInUrl = params.get('code');
  const isResetMode = codeInUrl !== null || params.get('reset') === 'true';
  const code = codeInUrl || (isResetMode ? readHeldCode() : null);
  const hasWarned = useRef(false);

  useEffect(() => {
    if (!codeInUrl) return;
    holdCode(codeInUrl);
    navigate(paths.auth('signin', { reset: true }), { replace: true });
  }, [codeInUrl, navigate]);

  useEffect(() => {
    if (!isResetMode || code) {
      hasWarned.current = false;
      return;
    }
    if (hasWarned.current) return; // StrictMode runs effects twice; one toast is enough
    hasWarned.current = true;
    showToast({ kind: 'error', message: i18n._(RESET_CODE_MISSING) });
    navigate(paths.auth('signin'), { replace: true });
  }, [isResetMode, code, navigate, i18n]);

  return { isResetMode, code };
}
