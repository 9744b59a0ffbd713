import { LabelledLoader } from '#client/components/labelled-loader';

/** While the group loads, announced to screen readers. */
export function GroupLoading() {
  return <LabelledLoader label="Loading group..." mih={240} />;
}
