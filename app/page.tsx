import { AppShell } from '@/components/shell/AppShell';
import { shellMessages } from '@/lib/i18n/shell-messages';

/** The only exported page: every screen lives behind the hash router inside the shell. */
export default function Page() {
  return <AppShell shellMessages={shellMessages()} />;
}
