import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { showToast } from '../lib/toast';

/**
 * A comment being written (group posts, forum posts): sendable once the schema accepts it
 * (product-rules.md#group-posts: not empty after trimming); sent trimmed; cleared after success; kept, with a toast,
 * after a failure.
 */
export function useCommentDraft({
  schema,
  send,
  successMessage,
  failureMessage,
}: {
  schema: z.ZodType<{ content: string }>;
  send: (content: string) => Promise<unknown>;
  successMessage: string;
  failureMessage: (error: unknown) => string;
}) {
  const [content, setContent] = useState('');
  const parsed = schema.safeParse({ content });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) return;
    try {
      await send(parsed.data.content);
    } catch (error) {
      showToast({ kind: 'error', message: failureMessage(error) });
      return;
    }
    showToast({ kind: 'success', message: successMessage });
    setContent('');
  }

  return { content, setContent, canSend: parsed.success, submit };
}
