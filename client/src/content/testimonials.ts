import content from '../../../content/testimonials.json';

export type Testimonial = (typeof content)['testimonials'][number];

export const testimonials: readonly Testimonial[] = content.testimonials;
