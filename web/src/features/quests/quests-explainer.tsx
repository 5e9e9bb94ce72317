import { Brain, Sparkles, Swords, TrendingUp } from 'lucide-react';
import { QUESTS_PER_ROUND, TRAIT_NAMES } from '@ninety/domain';

/** How Adaptive Quests work (spec §2). */
export function QuestsExplainer() {
  return (
    <section className="card quests-explainer" aria-labelledby="quests-how">
      <h2 className="card__title" id="quests-how">
        How it works
      </h2>
      <ul>
        <li>
          <Brain size={16} aria-hidden="true" /> The system analyzes your {TRAIT_NAMES.length} traits and generates quests for
          your {QUESTS_PER_ROUND} weakest.
        </li>
        <li>
          <Sparkles size={16} aria-hidden="true" /> New quests are auto-generated.
        </li>
        <li>
          <Swords size={16} aria-hidden="true" /> Fear Quests earn 2x XP.
        </li>
        <li>
          <TrendingUp size={16} aria-hidden="true" /> Completing quests levels up your traits.
        </li>
      </ul>
    </section>
  );
}
