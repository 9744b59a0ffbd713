/**
 * The mutation key of recording a check-in: features that react to a person's check-in (the one-time push prompt)
 * watch TanStack Query's mutation cache for it instead of importing the check-ins feature.
 */
export const RECORD_CHECK_IN_MUTATION_KEY = ['check-ins', 'record'] as const;
