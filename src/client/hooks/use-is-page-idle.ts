import { useEffect, useState } from 'react';
import { isPageIdle, whenPageIdle } from '#client/lib/page-idle';

/** Whether the page has been idle once (page-idle.ts): a control may then draw what it loaded after the first paint. */
export function useIsPageIdle(): boolean {
  const [isIdle, setIsIdle] = useState(isPageIdle);
  useEffect(() => {
    if (!isIdle) whenPageIdle(() => setIsIdle(true));
  }, [isIdle]);
  return isIdle;
}
