// The wording lives in shared code since the server draws it on the results image too (decision 068).
export { dayCount } from '#shared/domain/count-labels';
