// The demo hotel's own script: its availability form opens the Noren overlay on the chosen dates
// through window.Noren.open(). A hotel writes this; Noren only provides window.Noren.
(() => {
  'use strict';
  const form = document.getElementById('availability');
  if (!form) return;
  const checkin = form.elements.namedItem('checkin');
  const checkout = form.elements.namedItem('checkout');
  const adults = form.elements.namedItem('adults');

  const iso = (date) => {
    const pad = (n) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };
  const addDays = (text, days) => {
    const [y, m, d] = text.split('-').map(Number);
    return iso(new Date(y, m - 1, d + days));
  };

  const today = iso(new Date());
  checkin.min = today;
  checkin.value = addDays(today, 14);
  checkout.min = addDays(checkin.value, 1);
  checkout.value = addDays(checkin.value, 1);
  checkin.addEventListener('change', () => {
    if (!checkin.value) return;
    checkout.min = addDays(checkin.value, 1);
    if (!checkout.value || checkout.value <= checkin.value) checkout.value = checkout.min;
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const stay = { checkin: checkin.value, checkout: checkout.value, adults: Number(adults.value) };
    if (window.Noren) {
      window.Noren.open(stay);
      return;
    }
    // The widget has not loaded (blocked or slow): the booking page itself, on the same dates.
    const query = new URLSearchParams({ code: 'kyoto-gion', checkin: stay.checkin, checkout: stay.checkout, adults: String(stay.adults) });
    window.location.assign(`/?${query}`);
  });
})();
