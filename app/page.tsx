import { shellMessages } from '@/lib/i18n/shell-messages';
import { AppShell } from './shell/AppShell';

/** The only exported page: every screen lives behind the hash router inside the shell. */
export default function Page() {
  return <AppShell shellMessages={shellMessages()} />;
}
