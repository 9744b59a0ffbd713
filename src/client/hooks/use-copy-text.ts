import { useEffect, useRef, useState } from 'react';

/** product-rules.md#display-formats-and-toasts: a copy confirmation resets after 2 seconds. */
const COPIED_RESET_MS = 2000;

/** Copies text to the clipboard; `copied` stays true for 2 seconds after a success. */
export function useCopyText() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return true;
  }

  return { copied, copy };
}
