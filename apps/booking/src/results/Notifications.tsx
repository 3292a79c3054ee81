// The hotel's notifications for the searched stay (part 1 §4 "Notification filtering").
import { observer, useStores } from '@noren/core/ui';

export const Notifications = observer(function Notifications() {
  const { results } = useStores();
  if (results.notifications.length === 0) return null;
  return (
    <ul className="booking-notifications">
      {results.notifications.map((n) => (
        <li key={n.id} className="booking-notification">
          {n.title && <p className="booking-notification__title">{n.title}</p>}
          {n.body && <p className="booking-notification__body">{n.body}</p>}
        </li>
      ))}
    </ul>
  );
});
