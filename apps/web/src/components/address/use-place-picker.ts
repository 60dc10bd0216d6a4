import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { POSTCODE_RE } from '@store/domain/address-rules';
import { getSuggestionsQueryOptions, type Suggestion } from './api/get-suggestions';

export interface PlaceValue {
  postcode: string;
  provinceId: number | null;
  districtId: number | null;
  subdistrictId: number | null;
}
type Place = NonNullable<Suggestion['district']>;
export type PlaceOption = Place & { postcode?: string | null };

function unique(places: Place[]): Place[] {
  const seen = new Map<number, Place>();
  for (const place of places) if (!seen.has(place.id)) seen.set(place.id, place);
  return [...seen.values()];
}

const keep = (id: number | null, options: Place[]) => (id !== null && options.some((o) => o.id === id) ? id : options.length === 1 ? options[0].id : null);

/**
 * Province, district, subdistrict and postcode, from the address-suggestion call: a five-digit
 * postcode narrows every choice to its places (one choice is picked by itself); without one the
 * choices go province → district → subdistrict, and the subdistrict fills in the postcode.
 */
export function usePlacePicker(initial: PlaceValue) {
  const [value, setValue] = useState(initial);
  const byPostcode = POSTCODE_RE.test(value.postcode);
  const provinces = useQuery({ ...getSuggestionsQueryOptions('province', {}), enabled: !byPostcode });
  const combos = useQuery({ ...getSuggestionsQueryOptions('postcode', { q: value.postcode }), enabled: byPostcode });
  const districts = useQuery({ ...getSuggestionsQueryOptions('district', { province_id: value.provinceId ?? undefined }), enabled: !byPostcode && value.provinceId !== null });
  const subdistricts = useQuery({
    ...getSuggestionsQueryOptions('subdistrict', { district_id: value.districtId ?? undefined }),
    enabled: !byPostcode && value.districtId !== null,
  });

  const options = useMemo(() => {
    if (byPostcode) {
      const rows = combos.data ?? [];
      return {
        provinces: unique(rows.map((r) => r.province)),
        districts: unique(rows.filter((r) => r.province.id === value.provinceId).map((r) => r.district!)),
        subdistricts: rows.filter((r) => r.district?.id === value.districtId).map((r) => ({ ...r.subdistrict!, postcode: r.postcode })),
      };
    }
    return {
      provinces: (provinces.data ?? []).map((r) => r.province),
      districts: value.provinceId ? (districts.data ?? []).map((r) => r.district!) : [],
      subdistricts: value.districtId ? (subdistricts.data ?? []).map((r) => ({ ...r.subdistrict!, postcode: r.postcode })) : [],
    };
  }, [byPostcode, combos.data, provinces.data, districts.data, subdistricts.data, value.provinceId, value.districtId]);

  // With a postcode, keep choices that belong to it and pick the only one when there is one.
  useEffect(() => {
    if (!byPostcode || !combos.data) return;
    setValue((v) => {
      const rows = combos.data;
      const provinceId = keep(v.provinceId, unique(rows.map((r) => r.province)));
      const districtId = keep(v.districtId, unique(rows.filter((r) => r.province.id === provinceId).map((r) => r.district!)));
      const subdistrictId = keep(v.subdistrictId, unique(rows.filter((r) => r.district?.id === districtId).map((r) => r.subdistrict!)));
      return provinceId === v.provinceId && districtId === v.districtId && subdistrictId === v.subdistrictId ? v : { ...v, provinceId, districtId, subdistrictId };
    });
  }, [byPostcode, combos.data]);

  /** The places a postcode covers, as whole choices (subdistrict, district, province), offered while none is picked. */
  const postcodeChoices =
    byPostcode && combos.data && combos.data.length > 1 && value.subdistrictId === null
      ? combos.data.filter((r) => r.district && r.subdistrict).map((r) => ({ province: r.province, district: r.district!, subdistrict: r.subdistrict! }))
      : [];

  return {
    value,
    options,
    postcodeChoices,
    /** Picks one of `postcodeChoices` in one step. */
    choosePlace: (choice: (typeof postcodeChoices)[number]) =>
      setValue((v) => ({ ...v, provinceId: choice.province.id, districtId: choice.district.id, subdistrictId: choice.subdistrict.id })),
    loading: combos.isFetching || provinces.isFetching || districts.isFetching || subdistricts.isFetching,
    /** A full postcode that no place has. */
    unknownPostcode: byPostcode && combos.isSuccess && combos.data.length === 0,
    setPostcode: (postcode: string) => setValue((v) => ({ ...v, postcode: postcode.replace(/\D/g, '').slice(0, 5) })),
    setProvince: (id: number | null) => setValue((v) => ({ ...v, provinceId: id, districtId: null, subdistrictId: null })),
    setDistrict: (id: number | null) => setValue((v) => ({ ...v, districtId: id, subdistrictId: null })),
    setSubdistrict: (id: number | null) =>
      setValue((v) => {
        const chosen = options.subdistricts.find((s) => s.id === id);
        return { ...v, subdistrictId: id, postcode: chosen?.postcode ?? v.postcode };
      }),
  };
}

export type PlacePicker = ReturnType<typeof usePlacePicker>;
