import type { UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { writeFailureMessage } from '#client/lib/out-of-reach';
import { showToast } from '#client/lib/toast';

/**
 * The one way a control shows its tap before the server answers (decision 065). While the write is on its way,
 * `pending` holds what was tapped and the control draws that; the mutation's onSuccess refreshes the reads it changes
 * (awaited), so the server's state replaces the drawn one without a flicker back. Refused or out of reach, `pending`
 * goes, the control shows the server's state again, and a toast says why (writeFailureMessage). A tap while one is on
 * its way is ignored: one request per control at a time. `write` resolves to the server's answer, or null when the
 * write did not happen.
 */
export function useOptimisticWrite<Variables, Answer>(
  mutation: UseMutationResult<Answer, unknown, Variables, unknown>,
  failure: string,
) {
  // the mutation's own isPending is only seen at the next render: a second tap in the same frame is stopped here
  const isSending = useRef(false);

  async function write(variables: Variables): Promise<{ answer: Answer } | null> {
    if (isSending.current) return null;
    isSending.current = true;
    try {
      return { answer: await mutation.mutateAsync(variables) };
    } catch (error) {
      showToast({ kind: 'error', message: writeFailureMessage(error, failure) });
      return null;
    } finally {
      isSending.current = false;
    }
  }

  return { pending: mutation.isPending ? mutation.variables : undefined, write };
}
