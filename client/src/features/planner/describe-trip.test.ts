import { describe, expect, it } from 'vitest';
import { describedTrip } from './describe-trip';
import { plannerPrefillOf } from './prefill';

// Planned on 10 June 2026: a month ahead is this year, one behind is next year's.
const today = new Date('2026-06-10T00:00:00Z');
const read = (text: string) => describedTrip(text, today);

describe('a trip described in words', () => {
  it('gives the days, month, people, budget and places it names, keeping the whole text as Notes', () => {
    const text =
      'A 7-day family trip from Colombo to Ella with beaches in December, 4 people, budget LKR 350,000, stopping at Kandy and Nuwara Eliya';
    expect(read(text)).toEqual({
      notes: text,
      days: '7',
      startDate: '2026-12-01',
      travelers: '4',
      budget: '350000',
      from: 'Colombo',
      to: 'Ella',
      stops: ['Kandy', 'Nuwara Eliya'],
    });
  });

  it('reads weeks, nights and number words, couples and solo travellers', () => {
    expect(read('two weeks for a couple')).toMatchObject({ days: '14', travelers: '2' });
    expect(read('a week alone')).toMatchObject({ days: '7', travelers: '1' });
    expect(read('five days, three adults')).toMatchObject({ days: '5', travelers: '3' });
    expect(read('6 nights with a family of 5')).toMatchObject({ days: '7', travelers: '5' });
  });

  it('reads a budget in rupees however it is written', () => {
    expect(read('Rs. 150000 all in').budget).toBe('150000');
    expect(read('about 200k rupees').budget).toBe('200000');
    expect(read('2 lakh LKR').budget).toBe('200000');
    expect(read('our budget is 90,000').budget).toBe('90000');
    // Too little to plan with: the form's default stays.
    expect(read('Rs 500').budget).toBeUndefined();
  });

  it('starts on the first of the month named, next year once the month has passed, and May only as a month', () => {
    expect(read('in March').startDate).toBe('2027-03-01');
    expect(read('early Jun').startDate).toBe('2026-06-01');
    expect(read('in may').startDate).toBe('2027-05-01');
    expect(read('we may go to Kandy').startDate).toBeUndefined();
  });

  it('names the places: Nuwara Eliya is not Ella, a place named twice is one stop, and no place is no field', () => {
    expect(read('Kandy, Nuwara Eliya and Ella, then Kandy again')).toMatchObject({
      stops: ['Kandy', 'Nuwara Eliya', 'Ella'],
    });
    expect(read('ending in Arugam Bay')).toMatchObject({ to: 'Arugam Bay' });
    expect(read('temples and tea')).toEqual({ notes: 'temples and tea' });
  });

  it('reads Sinhala and Tamil digits, months and the words for days and people', () => {
    expect(read('දින ෫ක් ජූලි මාසයේ, ෪ දෙනා, රු. 200000')).toMatchObject({
      days: '5',
      startDate: '2026-07-01',
      travelers: '4',
      budget: '200000',
    });
    expect(read('௫ நாட்கள் டிசம்பர் மாதம் ௩ பேர் ரூ 300000')).toMatchObject({
      days: '5',
      startDate: '2026-12-01',
      travelers: '3',
      budget: '300000',
    });
  });

  it('keeps days and people within the planner’s bounds', () => {
    expect(read('45 days, 30 people')).toMatchObject({ days: '30', travelers: '20' });
  });
});

describe('the planner’s fields from its address', () => {
  it('takes a place to go to, and a trip described in words', () => {
    expect(plannerPrefillOf(null, '?to=Kandy')).toEqual({ to: 'Kandy' });
    expect(plannerPrefillOf(null, `?trip=${encodeURIComponent('5 days from Galle in March')}`, today)).toEqual({
      notes: '5 days from Galle in March',
      days: '5',
      from: 'Galle',
      startDate: '2027-03-01',
    });
    expect(plannerPrefillOf(null, '')).toEqual({});
  });
});
