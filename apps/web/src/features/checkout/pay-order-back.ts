/**
 * Where /payment/order/:secure_key goes once the order is paid: `?back=` when it is a path of this
 * site (one leading `/`, not `//` or `/\`, no control characters, so never another host), else the
 * payment success page of the order.
 */
export function payOrderBack(back: string | null, secureKey: string): string {
  if (back && back.startsWith('/') && !/^\/[/\\]/.test(back) && !/[\u0000-\u001f\u007f\\]/.test(back)) return back;
  return `/payment/success?order=${encodeURIComponent(secureKey)}`;
}
