/** The searches the numbers benchmark fires, by kind (each kind a handful of realistic variants). */
import type { SearchKind } from '@store/domain/number-search';

export const SEARCH_QUERIES: Record<SearchKind, string[]> = {
  contains: ['contains=789', 'contains=2468', 'contains=55', 'contains=123456', 'contains=9999'],
  starts: ['starts=081', 'starts=0899', 'starts=06123', 'starts=091234', 'starts=08'],
  ends: ['ends=9999', 'ends=168', 'ends=88', 'ends=4567', 'ends=123456'],
  pattern: ['pattern=08x-xxx-9999', 'pattern=xxx-xx1-xxxx', 'pattern=09x-x88-xxxx', 'pattern=xxx-xxx-x5x5', 'pattern=06x-xxx-xx9x'],
  sum: ['sum=45', 'sum=54', 'sum=36', 'sum=63', 'sum=59&class=lucky_bronze'],
  digits: ['fav=1,9', 'avoid=0,4', 'fav=8&avoid=0,4,7', 'fav=5,6,9&avoid=0', 'avoid=0,2,4,7'],
  class: ['class=lucky9999', 'class=lucky_gold', 'class=lucky_silver', 'class=lucky_gold,lucky9999', 'class=normal'],
  price: ['price_min=100000&price_max=600000', 'price_max=0', 'price_min=900000', 'price_min=50000&price_max=200000', 'price_min=500000&price_max=1000000'],
};
