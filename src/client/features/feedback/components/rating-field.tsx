import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Input, Rating } from '@mantine/core';
import { type ChangeEvent, useId } from 'react';

/**
 * A 1 to 5 star rating as a labelled group of radio buttons (each star says how many it gives). Mantine's Rating
 * takes a pointer's choice, but from the keyboard an arrow key only previews a star until Enter: the radio
 * buttons' own change events, caught around it, make the arrow keys choose as in any radio group.
 */
export function RatingField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useLingui();
  const starLabel = (value: number) => t`${plural(value, { one: '# star', other: '# stars' })}`;
  const labelId = useId();
  const takeRadioChoice = (event: ChangeEvent<HTMLDivElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    if (input.type === 'radio') onChange(Number(input.value));
  };
  return (
    <Input.Wrapper label={t`Rating`} labelElement="div" labelProps={{ id: labelId }}>
      <div onChange={takeRadioChoice}>
        <Rating
          role="radiogroup"
          aria-labelledby={labelId}
          value={value}
          onChange={onChange}
          count={5}
          size="lg"
          // shade 7: the stars stand out from white at more than 3:1
          color="orange.7"
          getSymbolLabel={starLabel}
          mt={4}
        />
      </div>
    </Input.Wrapper>
  );
}
