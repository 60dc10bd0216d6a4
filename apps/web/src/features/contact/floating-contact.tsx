/** Floating "request a call back" button (spec 4, contact dialog); full version follows. */
export function FloatingContact() {
  return null;
}
