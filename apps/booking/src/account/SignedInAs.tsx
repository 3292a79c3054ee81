// Who is signed in: the organisation's name for an organisation user (part 1 §3 "Logged-in
// user"), else the member's name or e-mail.
import type { CurrentUser } from '@noren/core/domain';

export function signedInName(user: CurrentUser | null): string {
  if (!user) return '';
  if (user.organization) return user.name ? `${user.organization.display_name} (${user.name})` : user.organization.display_name;
  return user.name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || String(user.id);
}
