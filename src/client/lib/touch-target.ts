// WCAG 2.5.5: a finger needs 44 px
export const TOUCH_TARGET = 44;
