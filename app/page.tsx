import { AppShell } from '@/components/shell/AppShell';

/** The only exported page: every screen lives behind the hash router inside the shell. */
export default function Page() {
  return <AppShell />;
}
