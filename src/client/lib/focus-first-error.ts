import type { FormErrors, LooseKeys } from '@mantine/form';

/** The input that comes first on the page, whatever order the validator listed the errors in. */
function firstOnPage(inputs: HTMLElement[]): HTMLElement | undefined {
  return inputs.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

/**
 * After a refused submit, put the cursor (and the screen reader) on the first field that needs fixing, with its
 * label and message in view: the whole field is scrolled to, not just its input, and the page's scroll padding
 * (src/client/app/global.css) keeps it below the sticky header.
 */
export function focusFirstError<Values>(form: {
  getInputNode: (path: LooseKeys<Values>) => HTMLElement | null;
}) {
  return (errors: FormErrors) => {
    const inputs = Object.keys(errors)
      .map((path) => form.getInputNode(path as LooseKeys<Values>))
      .filter((input): input is HTMLElement => input !== null);
    const input = firstOnPage(inputs);
    if (!input) return;
    (input.closest('.mantine-InputWrapper-root') ?? input).scrollIntoView({ block: 'nearest' });
    input.focus({ preventScroll: true });
  };
}
