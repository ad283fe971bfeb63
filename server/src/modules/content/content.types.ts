import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GeoPoint } from '../geo/geo.module.js';

@ObjectType({ description: 'A picture with its alternative text; `sources` lists the same picture at other widths.' })
export class Image {
  @Field(() => ID, { description: 'The key in content/images.json.' })
  id!: string;

  @Field(() => String, { description: 'A path on this site, or an https:// URL.' })
  src!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field(() => String)
  alt!: string;

  @Field(() => [ImageSource], { nullable: true })
  sources?: ImageSource[];
}

@ObjectType()
export class ImageSource {
  @Field(() => String)
  src!: string;

  @Field(() => Int)
  width!: number;
}

@ObjectType({ description: "The weather in one of Sri Lanka's seasons at this place." })
export class SeasonWeather {
  @Field(() => String, { description: 'The months, e.g. "May–September".' })
  label!: string;

  @Field(() => String, { description: 'The season, e.g. "South-west monsoon".' })
  name!: string;

  @Field(() => String)
  months!: string;

  @Field(() => String)
  text!: string;
}

@ObjectType({
  description:
    "Weather under the four keys of the original data model, each standing for one of Sri Lanka's real seasons: spring = March–April (first inter-monsoon), summer = May–September (south-west monsoon), autumn = October–November (second inter-monsoon), winter = December–February (north-east monsoon).",
})
export class DestinationWeather {
  @Field(() => SeasonWeather)
  spring!: SeasonWeather;

  @Field(() => SeasonWeather)
  summer!: SeasonWeather;

  @Field(() => SeasonWeather)
  autumn!: SeasonWeather;

  @Field(() => SeasonWeather)
  winter!: SeasonWeather;
}

@ObjectType({ description: "A rough day's spend per person in US dollars; `note` says what it includes." })
export class PriceRange {
  @Field(() => Int)
  from!: number;

  @Field(() => Int)
  to!: number;

  @Field(() => String)
  note!: string;
}

@ObjectType()
export class TransportOption {
  @Field(() => String, { description: 'Train, Bus, Car, Tuk-tuk …' })
  mode!: string;

  @Field(() => String)
  text!: string;
}

@ObjectType({ description: 'An entry fee, with the year the figure is from.' })
export class DestinationFee {
  @Field(() => String)
  item!: string;

  @Field(() => String)
  amount!: string;

  @Field(() => Int)
  year!: number;

  @Field(() => Boolean, { description: 'True when the figure is approximate or may have changed since.' })
  approximate!: boolean;

  @Field(() => String, { nullable: true })
  note?: string;

  @Field(() => ID, {
    nullable: true,
    description:
      'The planner’s fee table row this figure is (what a “report a wrong price” names); null when it has none.',
  })
  feeRow?: string;

  @Field(() => String, { description: 'The page the figure was read from.' })
  sourceUrl!: string;

  @Field(() => String, { description: 'The page’s date, as precise as it gives it ("2023", "2023-05-23").' })
  sourceDate!: string;

  @Field(() => String, {
    description:
      'high (an issuer’s page or a gazette), medium (dated national press) or low (blogs and operators, or an old or undated page).',
  })
  confidence!: string;
}

@ObjectType({ description: 'A destination guide (content/destinations.json).' })
export class Destination {
  @Field(() => ID)
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  country!: string;

  @Field(() => String)
  region!: string;

  @Field(() => GeoPoint, {
    description: "Where the place is: its town's point (for Yala, the park's Palatupana gate).",
  })
  location!: GeoPoint;

  @Field(() => String, { description: 'One sentence for cards.' })
  summary!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Float, { description: 'A sample figure until traveller reviews are collected.' })
  rating!: number;

  @Field(() => Int, { description: 'A sample figure until traveller reviews are collected.' })
  reviews!: number;

  @Field(() => PriceRange)
  price!: PriceRange;

  @Field(() => Image)
  image!: Image;

  @Field(() => [Image])
  gallery!: Image[];

  @Field(() => [String])
  highlights!: string[];

  @Field(() => String)
  bestTimeToVisit!: string;

  @Field(() => DestinationWeather)
  weather!: DestinationWeather;

  @Field(() => [TransportOption])
  transportation!: TransportOption[];

  @Field(() => [DestinationFee])
  fees!: DestinationFee[];
}

@ObjectType({ description: 'An illustrative testimonial shown on the home page.' })
export class Testimonial {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  role!: string;

  @Field(() => Image)
  avatar!: Image;

  @Field(() => Int, { description: '1 to 5.' })
  rating!: number;

  @Field(() => String)
  text!: string;
}
