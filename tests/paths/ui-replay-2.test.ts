import { catalogue } from './catalogue';
import { replayShard } from './replay-shard';
import { FIRST_SHARD } from './shards';

replayShard(
  '2',
  catalogue.filter(({ model }) => !FIRST_SHARD.has(model.name)),
);
