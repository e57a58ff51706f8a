import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

/** State that resets to `null` `delayMs` after each non-null value (PRODUCT.md: messages auto-clear). */
export function useAutoClearState<T>(delayMs: number): [T | null, Dispatch<SetStateAction<T | null>>] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setValue(null), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return [value, setValue];
}
