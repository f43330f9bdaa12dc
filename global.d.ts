import type messages from './messages/id.json';
import type { Locale } from './lib/i18n/locales';

// Typed messages: a key missing from messages/id.json, or a wrong namespace, fails `tsc`.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
