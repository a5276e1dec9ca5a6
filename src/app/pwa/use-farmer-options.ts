import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FarmerDto, listFarmers } from '@shared/contracts/farmers';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import { sharedKeys } from '../lib/query-keys';
import { unlessNetwork } from '../lib/query-meta';
import { useSession } from '../lib/use-session';
import { isOnline } from '../offline/connectivity';
import { FARMER_COLLECTION, registerDb, searchMatches, searchRegister } from '../offline/farmer-register';
import { usePendingRecords } from './use-outbox';

/** Farmers a picker offers at once: the best matches of what is typed, not the whole register. */
export const PICKER_MATCHES = 20;
const SEARCH_DEBOUNCE_MS = 300;
const NO_FIXED: readonly ComboboxItem[] = [];

export interface FarmerOption {
  value: string;
  label: string;
  farmer: Pick<FarmerDto, 'id' | 'name' | 'county' | 'cropType'>;
  /** Registered on this phone and not yet accepted by the server: what is recorded for it waits for it. */
  pending: boolean;
}

/** The matches come searched already (by the server's or the register's rules): Mantine must not filter again. */
const searchedAlready: OptionsFilter = ({ options }) => options;

/** `lng`: the language shown, when the caller re-renders on its change; else the current one. */
export const optionOf = (farmer: FarmerOption['farmer'], pending: boolean, lng?: string): FarmerOption => ({
  value: farmer.id,
  label: i18n.t(pending ? 'farmers:option.pending' : 'farmers:option.listed', { name: farmer.name, county: farmer.county, lng }),
  farmer,
  pending,
});

/** The server's search online; the register saved on this phone offline (or when the server cannot be reached). */
async function findFarmers(userId: string, name: string, signal: AbortSignal): Promise<FarmerDto[]> {
  const saved = () => searchRegister(registerDb, userId, { name }, 1, PICKER_MATCHES).then((page) => page?.farmers ?? []);
  if (!isOnline()) return saved();
  try {
    return (await apiCall(listFarmers, { query: { name: name || undefined, limit: PICKER_MATCHES }, signal })).farmers;
  } catch (error) {
    if (isApiError(error) && error.isNetwork) return saved();
    throw error;
  }
}

/**
 * A searchable farmer picker over the whole register: the farmers this user registered offline first, then the
 * matches of what is typed (debounced). `selected` is the picker's value; `fixed` options (e.g. "All Farmers")
 * come first; `initial` is the farmer of a form opened prefilled. Spread `selectProps` into a searchable Select; `find` gives a farmer's option, also once the search
 * moved on.
 */
export function useFarmerOptions(selected: string | null | undefined, fixed: readonly ComboboxItem[] = NO_FIXED, initial?: FarmerOption) {
  const { t, i18n: { language } } = useTranslation();
  const userId = useSession()?.user.id ?? '';
  const [searchValue, setSearchValue] = useState('');
  // A form opened on a saved choice (Sync page) shows that farmer by name before any search.
  const [chosen, setChosen] = useState<FarmerOption | null>(initial ?? null);
  const pendingRecords = usePendingRecords<FarmerDto>(FARMER_COLLECTION);
  const current = chosen && chosen.value === selected ? chosen : null;
  // Mantine shows the chosen option's label in the search box: that is not a new search.
  const shown = current?.label === searchValue || fixed.some((o) => o.value === selected && o.label === searchValue);
  const [search] = useDebouncedValue(shown ? '' : searchValue.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: [...sharedKeys.farmers, 'picker', userId, search],
    queryFn: ({ signal }) => findFarmers(userId, search, signal),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    meta: { errorToast: unlessNetwork(t('farmerPicker.failed')), noPersist: true },
  });
  const options = useMemo(() => {
    const pending = pendingRecords.filter((p) => searchMatches(p.record, search)).map((p) => optionOf(p.record, true, language));
    const pendingIds = new Set(pending.map((o) => o.value));
    const listed = (found.data ?? []).filter((f) => !pendingIds.has(f.id)).map((f) => optionOf(f, false, language));
    return [...pending, ...listed];
  }, [pendingRecords, found.data, search, language]);
  const find = (id: string | null | undefined): FarmerOption | undefined => (id && current?.value === id ? current : options.find((o) => o.value === id));
  // The chosen farmer stays offered while the search no longer lists it.
  const data: ComboboxItem[] = [...fixed, ...(current && !options.some((o) => o.value === current.value) ? [current] : []), ...options.map(({ value, label }) => ({ value, label }))];
  return {
    find,
    data,
    selectProps: {
      searchable: true,
      searchValue,
      onSearchChange: setSearchValue,
      onOptionSubmit: (value: string) => setChosen(options.find((o) => o.value === value) ?? null),
      nothingFoundMessage: found.isFetching ? t('farmerPicker.searching') : t('farmerPicker.noneFound'),
      filter: searchedAlready,
    },
    loading: found.isPending,
  };
}
