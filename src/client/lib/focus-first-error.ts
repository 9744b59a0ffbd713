import type { FormErrors, LooseKeys } from '@mantine/form';

/** After a refused submit, put the cursor (and the screen reader) on the first field that needs fixing. */
export function focusFirstError<Values>(form: {
  getInputNode: (path: LooseKeys<Values>) => HTMLElement | null;
}) {
  return (errors: FormErrors) => {
    const [firstPath] = Object.keys(errors);
    if (firstPath) form.getInputNode(firstPath as LooseKeys<Values>)?.focus();
  };
}
