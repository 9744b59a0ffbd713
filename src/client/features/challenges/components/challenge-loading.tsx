import { useLingui } from '@lingui/react/macro';
import { LabelledLoader } from '#client/components/labelled-loader';

/** 'Loading challenge...' (product-rules.md#challenge-page), announced to screen readers. */
export function ChallengeLoading() {
  const { t } = useLingui();
  return <LabelledLoader label={t`Loading challenge...`} mih={240} />;
}
