import { catalogue } from './catalogue';
import { allowListNamesGeneratedPaths, replayShard } from './replay-shard';
import { FIRST_SHARD } from './shards';

allowListNamesGeneratedPaths();
replayShard(
  '1',
  catalogue.filter(({ model }) => FIRST_SHARD.has(model.name)),
);
