/**
 * `@tanstack/react-query` in the islands' build: the support form's one `useMutation` (one request,
 * its pending, error and success states), without a query client the visitor's page does not need.
 */
import { useCallback, useRef, useState } from 'react';

type MutationState<TData> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: TData; error: null }
  | { status: 'error'; data: undefined; error: unknown };

const idle = { status: 'idle', data: undefined, error: null } as const;

export function useMutation<TData, TVariables>({
  mutationFn,
}: {
  mutationFn: (variables: TVariables) => Promise<TData>;
}) {
  const [state, setState] = useState<MutationState<TData>>(idle);
  const fn = useRef(mutationFn);
  fn.current = mutationFn;
  const mutate = useCallback((variables: TVariables) => {
    setState({ status: 'pending', data: undefined, error: null });
    fn.current(variables).then(
      (data) => setState({ status: 'success', data, error: null }),
      (error: unknown) => setState({ status: 'error', data: undefined, error }),
    );
  }, []);
  const reset = useCallback(() => setState(idle), []);
  return {
    ...state,
    mutate,
    reset,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
