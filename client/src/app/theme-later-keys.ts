/**
 * The recipes theme-later-recipes.ts holds, by name, apart from it so that theme.ts knows them without loading them: a
 * component asking for one before they have loaded waits for them (theme.ts). client/vite.config.ts puts their files
 * in that module's chunk.
 */
export const LATER_RECIPES = ['badge', 'input', 'inputAddon', 'separator', 'skeleton', 'textarea'] as const;
export const LATER_SLOT_RECIPES = [
  'accordion',
  'alert',
  'avatar',
  'card',
  'checkbox',
  'dialog',
  'drawer',
  'emptyState',
  'field',
  'list',
  'menu',
  'nativeSelect',
  'progress',
  'radioGroup',
  'status',
  'switch',
  'tabs',
  'toast',
  'tooltip',
] as const;
