import type { MessageKey } from '../../lib/i18n/i18n';

type NavigationLink = { readonly label: MessageKey; readonly to: string };

/** The header's site links (spec §2); the hash targets are sections of the home page. Labels are catalogue keys. */
export const siteLinks = [
  { label: 'nav.features', to: '/#features' },
  { label: 'nav.howItWorks', to: '/#how-it-works' },
  { label: 'nav.destinations', to: '/#destinations' },
  { label: 'nav.business', to: '/business' },
] as const satisfies readonly NavigationLink[];

/** The signed-in side menu on phones (spec §2). */
export const accountLinks = [
  { label: 'nav.createTrip', to: '/create-trip' },
  { label: 'nav.dashboard', to: '/dashboard' },
  { label: 'nav.premium', to: '/features' },
  { label: 'nav.account', to: '/account' },
] as const satisfies readonly NavigationLink[];
