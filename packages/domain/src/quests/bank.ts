/**
 * The quest bank: what a generated round draws from. Ten quests per trait (three easy, four
 * medium, three hard), three of them fear quests, one at each difficulty, so any trait can take
 * the round's fear slot at any level. Titles are unique across the whole bank because a round is
 * de-duplicated by title (docs/product.md: never add a title that is already available or active).
 */
import type { Difficulty, TraitName } from '../records';

export interface QuestBankEntry {
  title: string;
  description: string;
  /** Display text, "15 min", "2 hours", "1 day". */
  duration: string;
  durationMinutes: number;
  difficulty: Difficulty;
  /** Fear quests build courage (speaking up, calling, asking) and award double XP. */
  isFear: boolean;
}

const HOUR = 60;
const DAY = 1440;
const WEEK = 10_080;

function unit(count: number, name: string): string {
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

/**
 * Duration text from minutes, in the largest whole unit: 15 -> "15 min", 120 -> "2 hours",
 * 1440 -> "1 day", 10080 -> "1 week". A length that is no whole number of hours stays in minutes.
 */
export function formatQuestDuration(minutes: number): string {
  if (minutes >= WEEK && minutes % WEEK === 0) return unit(minutes / WEEK, 'week');
  if (minutes >= DAY && minutes % DAY === 0) return unit(minutes / DAY, 'day');
  if (minutes >= HOUR && minutes % HOUR === 0) return unit(minutes / HOUR, 'hour');
  return `${minutes} min`;
}

// The text is derived from the minutes so the two can never disagree.
function entry(difficulty: Difficulty, title: string, durationMinutes: number, description: string, isFear = false): QuestBankEntry {
  return { title, description, duration: formatQuestDuration(durationMinutes), durationMinutes, difficulty, isFear };
}
const fear = (difficulty: Difficulty, title: string, durationMinutes: number, description: string) =>
  entry(difficulty, title, durationMinutes, description, true);

export const QUEST_BANK: Readonly<Record<TraitName, readonly QuestBankEntry[]>> = {
  Consistency: [
    entry('easy', 'Two-Minute Starter', 10, 'Pick the habit you keep skipping and do just the first two minutes of it right now. Starting is the hardest part; prove you can.'),
    entry('easy', 'Tomorrow on Paper', 10, "Before bed, write tomorrow's three must-do items and the time you will do each. Leave the list where you will see it when you wake up."),
    fear('easy', 'Announce Your Commitment', 15, 'Tell a friend or family member which daily habit you are committing to this week and ask them to check on you on Friday. Saying it out loud makes it real.'),
    entry('medium', 'Same Time, Every Day', DAY, 'Do your key habit at the exact same clock time today, then set a recurring alarm so tomorrow continues the chain.'),
    entry('medium', 'Habit Stack', 3 * DAY, 'Attach a new 5-minute habit to something you already do daily, like your morning coffee, and do the pair every day for the next 3 days.'),
    entry('medium', 'Clean Slate Reset', HOUR, "Clear your desk, do the dishes, and lay out tomorrow's clothes and gym bag. Remove the friction before it stops you."),
    fear('medium', 'Public Accountability Post', 30, 'Post your 90-day goal publicly, in a group chat, team channel or on social media, with the date you will report back. Let people watch you follow through.'),
    entry('hard', 'No Zero Days', WEEK, 'For 7 days straight, do at least one meaningful action toward your main goal every day. Small counts; zero does not.'),
    entry('hard', 'Early Riser Trial', 3 * DAY, 'Wake up at 5:30 AM three days in a row and spend the first hour on your most important habit before you look at your phone.'),
    fear('hard', 'Teach Your System', DAY, 'Give a 5-minute talk to a group, at a team meeting, class or club, about a habit system that works for you. Teaching it in public commits you to it.'),
  ],
  Fitness: [
    entry('easy', 'Mobility Wake-Up', 10, 'Move every joint through its full range: neck, shoulders, spine, hips, knees and ankles, slowly, before the day starts.'),
    entry('easy', '10,000 Steps', DAY, 'Hit 10,000 steps today. Take calls on foot, use the stairs, and walk for 10 minutes after every meal.'),
    fear('easy', 'Ask for a Form Check', 15, 'Walk up to a trainer or an experienced lifter at your gym and ask them to check your form on one lift. Most people are glad to help.'),
    entry('medium', '100 Push-Up Challenge', 30, 'Complete 100 push-ups today in as few sets as you can. Log every set and try to make your last set your best.'),
    entry('medium', 'Interval Sprints', 30, 'Warm up, then run 8 rounds of 30 seconds hard and 90 seconds easy. Walk for 5 minutes to cool down.'),
    entry('medium', 'Protein at Every Meal', DAY, 'Put a solid protein source, about 30 g, in every meal today and drink a full glass of water with each one.'),
    fear('medium', 'Front Row Class', 2 * HOUR, 'Sign up for a group class you have never tried, like boxing, spin or yoga, and take a spot in the front row.'),
    entry('hard', '5K Time Trial', 45, 'Run 5 kilometres at your best effort and record the time. It is the baseline you will beat next month.'),
    entry('hard', 'Seven-Day Training Streak', WEEK, 'Train every day for 7 days, at least 30 minutes each: strength, cardio or mobility. Easy days become stretching days, never zero days.'),
    fear('hard', 'Lead a Group Workout', DAY, 'Plan and lead a 30-minute workout for at least two friends or coworkers. Coaching out loud shows how well you know your stuff.'),
  ],
  Finance: [
    entry('easy', 'Track Every Dollar', DAY, 'Write down every purchase you make today, down to the coffee. Awareness comes before control.'),
    entry('easy', 'Subscription Audit', 30, 'List every subscription that charges your card and cancel at least one you no longer use.'),
    fear('easy', 'Call to Lower a Bill', 30, "Phone your internet, phone or insurance provider and ask for a lower rate or a loyalty discount. Have a competitor's price ready."),
    entry('medium', 'Zero-Based Budget', HOUR, "Give every dollar of next month's income a job: bills, savings, investing and fun, until income minus plan equals zero."),
    entry('medium', 'Pay Yourself First', 30, 'Set up an automatic transfer to savings or investments on payday, even a small one, so saving never depends on willpower.'),
    entry('medium', 'No-Spend Weekend', 3 * DAY, 'Spend nothing beyond essentials from Friday evening to Sunday night, and find free ways to have a good time.'),
    fear('medium', 'Negotiate the Price', DAY, 'Negotiate the price of something you buy this week, a repair, furniture or a service. Ask "Is that your best price?" and wait in silence.'),
    entry('hard', 'Net Worth Snapshot', 2 * HOUR, 'Add up everything you own and everything you owe, account by account, and record your net worth. Repeat monthly to see the trend.'),
    entry('hard', 'First Side-Income Dollar', WEEK, 'Earn your first dollar from a side skill this week: sell something you no longer need, offer a service, or pitch a freelance job.'),
    fear('hard', 'Ask for a Raise', 3 * DAY, 'Write down three concrete results you delivered, book a meeting with your manager and ask for a raise or a clear path to one. Name a number.'),
  ],
  Focus: [
    entry('easy', 'Single-Task Sprint', 30, 'Set a 25-minute timer, close every tab but one, and work on a single task until it rings.'),
    entry('easy', 'Phone in Another Room', HOUR, 'Leave your phone in another room for a full hour of work or reading, and notice how often you reach for it.'),
    fear('easy', 'Speak Up First', DAY, 'In your next meeting or class, share your idea or ask your question within the first five minutes instead of waiting for the perfect moment.'),
    entry('medium', 'Deep Work Block', 2 * HOUR, 'Schedule and protect a 90-minute block for your most important project: no email, no chat, no phone.'),
    entry('medium', 'Inbox Zero', HOUR, 'Process every email and message to zero: reply, delegate, schedule or archive. Then close the inbox until tomorrow.'),
    entry('medium', 'Read 50 Pages', 2 * HOUR, 'Read 50 pages of a non-fiction book in one sitting, then write a three-sentence summary of what you learned.'),
    fear('medium', 'Five-Minute Presentation', DAY, 'Present a five-minute summary of your current project to a colleague, classmate or friend without notes, then take their questions.'),
    entry('hard', 'Digital Sunset', 3 * DAY, 'No screens after 9 PM for three nights in a row. Read, plan tomorrow or talk with someone instead.'),
    entry('hard', 'Dopamine Detox Day', DAY, 'Go a full day without social media, streaming or games. Fill the gaps with work, exercise and real conversation.'),
    fear('hard', 'Give a Talk', WEEK, 'Volunteer to give a talk of at least 10 minutes at a meetup, club, class or team meeting this week, and deliver it.'),
  ],
  Resilience: [
    entry('easy', 'Cold Finish', 10, 'End today\'s shower with 60 seconds of cold water. Breathe slowly through the discomfort instead of fighting it.'),
    entry('easy', 'Three Good Things', 10, 'Write down three specific things that went well today and why each one happened.'),
    fear('easy', 'Ask for Honest Feedback', 15, 'Ask someone you respect for one thing you could do better, then listen without defending yourself and thank them.'),
    entry('medium', 'Unplugged Walk', 45, 'Walk for 45 minutes without headphones or your phone in your hand, rain or shine, and let your mind settle without distraction.'),
    entry('medium', 'Setback Review', 30, 'Write about a recent setback: what happened, what you controlled, and one lesson you will apply next time.'),
    entry('medium', 'No Complaints Day', DAY, 'Go a full day without complaining out loud. Each time you slip, restate it as what you will do about it.'),
    fear('medium', 'Rejection Therapy', DAY, 'Make three requests today that you expect to be refused, like a discount, an upgrade or a favour. Every no makes the next ask easier.'),
    entry('hard', 'Cold Shower Week', WEEK, 'Take a fully cold shower of at least 2 minutes every day for 7 days.'),
    entry('hard', 'Hardest Thing First', 3 * DAY, 'For three days, do the task you dread most as the very first thing each morning, before messages, news or anything else.'),
    fear('hard', 'Open Mic Night', WEEK, 'Sign up for an open mic, karaoke night or speaking club and perform or speak for at least 3 minutes in front of strangers.'),
  ],
  Persuasion: [
    entry('easy', 'Active Listening', 30, 'In your next conversation, speak less than half the time. Ask follow-up questions and sum up what you heard before you answer.'),
    entry('easy', 'Learn Three Names', DAY, 'Learn and use the names of three people you deal with today: a barista, a coworker, a neighbour.'),
    fear('easy', 'Compliment a Stranger', 15, 'Give a stranger a genuine, specific compliment today and turn it into a short conversation.'),
    entry('medium', 'Elevator Pitch', 30, 'Write a 30-second pitch of who you are and what you are working on, and rehearse it out loud until it sounds natural.'),
    entry('medium', 'The Persuasive Email', 45, 'Write an email asking for something you want, a meeting, a favour or a collaboration. Lead with what is in it for them, then send it.'),
    entry('medium', 'Study a Great Speech', HOUR, 'Watch a famous speech and note three techniques the speaker uses, such as stories, pauses and repetition. Use one of them today.'),
    fear('medium', 'Cold Call Challenge', HOUR, 'Make five cold calls today to prospects, potential mentors or businesses you would like to work with. Introduce yourself and ask one clear question.'),
    entry('hard', 'Steelman the Other Side', HOUR, 'Pick a topic you disagree on with someone and argue their side so well they say you understood it. Only then make your case.'),
    entry('hard', 'Close a Deal', WEEK, 'Sell something this week, an idea to your team, an item online or a service to a client, and get a clear yes.'),
    fear('hard', 'Networking Event', DAY, 'Go to a networking event, introduce yourself to at least five new people, and follow up with two of them within 24 hours.'),
  ],
};
