import { useLingui } from '@lingui/react/macro';
import { LabelledLoader } from '#client/components/labelled-loader';

/** While the group loads, announced to screen readers. */
export function GroupLoading() {
  const { t } = useLingui();
  return <LabelledLoader label={t`Loading group...`} mih={240} />;
}
