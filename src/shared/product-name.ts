/** The product's name, in every language; a module of its own, so a screen that names it loads nothing else. */
export const PRODUCT_NAME = 'HabitSprint';
