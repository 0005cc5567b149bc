export { applyFilters, applyOrder, escapeLike, filterCondition } from './apply.ts';
export { CountCache, countKey, type CachedCount } from './count-cache.ts';
export { example, expectation, listErrors } from './messages.ts';
export { OFFSET_PROFUNDO, applyListQuery, countRows, fetchListPage, type ListBase, type PageOptions } from './page.ts';
export { MAX_PAGE, parseListQuery, parseOrder, type ListFilter, type ListPlan, type ListSort, type RawListQuery } from './parse.ts';
export { MAX_LIST_ITEMS, MAX_VALUE_LENGTH, isCalendarDate, nextDay, parseFilterValue } from './values.ts';
