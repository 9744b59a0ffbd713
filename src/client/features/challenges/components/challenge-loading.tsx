import { LabelledLoader } from '#client/components/labelled-loader';

/** 'Loading challenge...' (product-rules.md#challenge-page), announced to screen readers. */
export function ChallengeLoading() {
  return <LabelledLoader label="Loading challenge..." mih={240} />;
}
