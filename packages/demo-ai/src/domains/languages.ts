import type { Domain } from "./types.ts";

const LANGUAGE_NAMES: Record<string, string> = {
  spanish: "Spanish",
  español: "Spanish",
  french: "French",
  français: "French",
  german: "German",
  deutsch: "German",
  italian: "Italian",
  japanese: "Japanese",
  chinese: "Mandarin Chinese",
  mandarin: "Mandarin Chinese",
  cantonese: "Cantonese",
  korean: "Korean",
  portuguese: "Portuguese",
  russian: "Russian",
  arabic: "Arabic",
  english: "English",
  hindi: "Hindi",
  dutch: "Dutch",
  swedish: "Swedish",
  greek: "Greek",
  turkish: "Turkish",
  polish: "Polish",
  ukrainian: "Ukrainian",
  hebrew: "Hebrew",
  inglés: "English",
  englisch: "English",
  中文: "Mandarin Chinese",
  汉语: "Mandarin Chinese",
  日本語: "Japanese",
  한국어: "Korean",
};

/** Spoken languages. */
export const languagesDomain: Domain = {
  id: "languages",
  hue: 20,
  keywords: [...Object.keys(LANGUAGE_NAMES), "language", "languages", "vocabulary", "grammar"],
  subjects: LANGUAGE_NAMES,
  tools: { default: "flashcards" },
  courses: [
    {
      title: "{S} Essentials: Sounds and First Phrases",
      about:
        "Master the sounds of {s}, greet people, count, tell the time and form your first simple sentences.",
      stage: 0,
      hours: 20,
      tags: "{s}|pronunciation|basics",
      keep: 5,
      sections: [
        "Pronunciation and the Sound System | pronounce the sounds of {s} clearly enough to be understood | The Vowel Sounds; Tricky Consonants; Stress and Rhythm; Practice: Read Ten Place Names Aloud",
        "Greetings and Introductions | greet people, introduce yourself and be polite | Hello, Goodbye and Please; Saying Who You Are; Asking Someone's Name; Formal and Informal You",
        "Numbers, Days and Time | count, give prices and talk about when things happen | Numbers from 1 to 100; Days, Months and Dates; Telling the Time; Practice: Prices and Phone Numbers",
        "Everyday Words and Phrases | use the hundred most useful everyday words | Food and Drink; Family and People; Around Town; Building Your First Flashcard Deck",
        "First Sentences in the Present Tense | describe yourself and your day in simple sentences | The Most Useful Verbs; Present Tense Patterns; Saying No and Asking Questions; Practice: Describe Your Day",
        "Asking Questions and Understanding Answers | ask simple questions and follow the reply | Question Words; Asking for Help; Understanding Numbers in Replies; Practice: a Role-Play at a Café",
      ],
      endings: [
        {
          when: "travel|travelling|traveling|trip|holiday|holidays|vacation|abroad|visit|visiting",
          sections: [
            "Travel Situations: Hotels, Transport and Directions | check in, buy tickets and find your way | Checking In at a Hotel; Buying Tickets and Using Transport; Asking for and Following Directions; Practice: Getting from the Airport",
            "Eating Out and Shopping | order food, ask about a menu and pay in shops | Reading a Menu; Ordering and Special Requests; Shopping and Paying; Practice: a Market Role-Play",
            "Handling Problems on the Road | deal with delays, lost items and a trip to the pharmacy | Explaining a Problem; At the Pharmacy; Lost Luggage and Delays; Emergency Phrases",
          ],
        },
        {
          when: "work|job|business|meetings|meeting|office|colleagues|career",
          sections: [
            "Workplace Introductions and Small Talk | introduce yourself professionally and make small talk | Your Job and Your Company; Small Talk Topics That Work; Polite Forms at Work; Practice: Meeting a New Colleague",
            "Emails and Messages at Work | write short, polite work emails and messages | Openings and Closings; Requests and Replies; Arranging a Meeting; Practice: Three Everyday Emails",
            "Taking Part in Meetings | follow a meeting and give your view politely | Meeting Vocabulary; Agreeing and Disagreeing Politely; Asking for Clarification; Practice: a Short Status Update",
          ],
        },
        {
          when: "exam|exams|test|jlpt|dele|delf|ielts|toefl|certificate",
          sections: [
            "Exam Format and Strategy | know each paper of the exam and plan your time | The Papers and Their Timings; Scoring and Pass Marks; Time Management; Practice: a Timed Mini Test",
            "Reading and Listening Practice | answer exam-style reading and listening questions | Skimming and Scanning; Listening for Key Details; Common Question Traps; Practice: Past-Paper Questions",
          ],
        },
      ],
    },
    {
      title: "Everyday {S} Conversation",
      about:
        "Handle everyday situations in {s}: talking about yourself, shopping, ordering food, asking for directions and making plans.",
      stage: 1,
      hours: 30,
      tags: "{s}|conversation|speaking",
      sections: [
        "Talking About Yourself | talk about your work, family and interests for a minute or two | Work and Studies; Family and Friends; Hobbies and Free Time; Practice: a Two-Minute Introduction",
        "Ordering Food and Shopping | order in a restaurant and buy what you need | At the Restaurant; Asking About Ingredients; Sizes, Colours and Prices; Practice: a Shopping Role-Play",
        "Directions and Getting Around | ask for directions and use public transport | Left, Right and Straight On; Landmarks and Distances; Tickets and Timetables; Practice: Find the Museum",
        "Making Plans and Invitations | suggest, accept and decline plans politely | Suggesting Something to Do; Accepting and Declining; Arranging a Time and Place; Practice: Plan a Weekend",
        "Describing People and Places | describe people, places and experiences vividly | Adjectives for People; Describing Your Town; Comparing Two Things; Practice: Describe a Photo",
        "Keeping a Conversation Going | ask follow-up questions and recover when you get lost | Follow-Up Questions; Fillers and Reactions; Asking Someone to Repeat; Practice: a Ten-Minute Chat",
      ],
    },
    {
      title: "{S} Grammar in Context",
      about:
        "Learn the past and future, pronouns and word order through short dialogues instead of tables to memorise.",
      stage: 1,
      hours: 26,
      tags: "{s}|grammar|writing",
      sections: [
        "Talking About the Past | tell a short story about something that happened | Regular Past Forms; The Most Common Irregular Verbs; Time Expressions for the Past; Practice: Your Last Holiday",
        "Future Plans and Predictions | talk about plans, intentions and predictions | Saying What You Will Do; Plans Versus Predictions; If This, Then That; Practice: Next Year's Plans",
        "Pronouns and Word Order | build longer sentences in a natural order | Subject and Object Pronouns; Where Words Go; Questions and Negatives; Practice: Reorder the Sentence",
        "Connecting Ideas | link sentences with because, but, so and when | Linking Words; Giving Reasons; Contrasting Ideas; Practice: Write a Short Paragraph",
        "Grammar Review Through Dialogues | spot and fix your own grammar mistakes | Common Learner Errors; Correcting a Dialogue; Self-Editing a Paragraph; Quick Check: Mixed Grammar",
      ],
    },
    {
      title: "Listening and Reading in Real {S}",
      about:
        "Train your ear and reading speed with podcasts, short stories, songs and news written for native speakers.",
      stage: 2,
      hours: 28,
      tags: "{s}|listening|reading",
      sections: [
        "Podcasts and Slow News | follow slow news and learner podcasts without a transcript | Choosing Podcasts at Your Level; Listening for the Gist; Shadowing Practice; Building a Listening Log",
        "Short Stories and Graded Readers | read short texts without stopping at every word | Guessing Words from Context; Reading for Pleasure; Noting Useful Phrases; Practice: Retell a Story",
        "Songs, Series and Film | understand natural speech in songs and shows | Subtitles: When to Turn Them Off; Slang and Fast Speech; Learning from Song Lyrics; Practice: a Scene Without Subtitles",
        "Newspaper Articles | read news articles and discuss them | Headline Language; Skimming for the Main Points; Opinion Versus Fact; Practice: Summarise an Article",
        "Understanding Native Speed | follow conversations between native speakers | Connected Speech; Regional Accents; Filling the Gaps; Practice: Transcribe One Minute",
      ],
    },
    {
      title: "Fluent {S}: Opinions and Nuance",
      about:
        "Express opinions, use idioms, switch between formal and informal registers and present a topic with confidence.",
      stage: 2,
      hours: 34,
      tags: "{s}|fluency|idioms",
      sections: [
        "Opinions, Agreement and Debate | give and defend an opinion politely | Giving Your Opinion; Agreeing and Disagreeing; Softening What You Say; Practice: a Friendly Debate",
        "Idioms and Natural Expressions | use common idioms the way native speakers do | Ten Everyday Idioms; When Not to Use an Idiom; Collocations; Practice: Rewrite a Stiff Paragraph",
        "Formal and Informal Registers | switch between formal and casual language | Signs of Formality; Writing to a Stranger; Chatting with Friends; Practice: One Message, Two Registers",
        "Presenting a Topic | give a clear five-minute talk | Structuring a Talk; Signposting Language; Handling Questions; Practice: a Five-Minute Presentation",
        "Writing Emails and Essays | write well-organised longer texts | Paragraph Structure; Linking Arguments; Editing for Accuracy; Practice: a Short Opinion Essay",
      ],
    },
  ],
  quiz: [
    "What is the most effective daily habit for learning a language?|Short, regular practice with speaking and listening|One long session a month|Reading grammar tables only|Waiting until you feel ready to speak",
    "Why learn phrases rather than isolated words?|Phrases show how words are really used together|Phrases are always shorter|Single words cannot be pronounced|Dictionaries only list phrases",
    "What does spaced repetition do?|Reviews words just before you would forget them|Repeats every word ten times in a row|Skips words you find hard|Teaches grammar rules in order",
    "You do not understand a reply. What is the best thing to do?|Ask the person to repeat or speak more slowly|Pretend you understood|Switch to your own language at once|End the conversation",
  ],
  quizBySubject: {
    Spanish: [
      "How do you say 'thank you' in Spanish?|Gracias|Por favor|De nada|Perdón",
      "Which is the polite (formal) way to say 'you' in Spanish?|Usted|Tú|Vosotros|Yo",
      "What does '¿Dónde está la estación?' ask?|Where is the station?|What time is it?|How much is it?|Who are you?",
      "Which verb is used for temporary states, as in 'I am tired'?|Estar|Ser|Tener|Hacer",
    ],
    French: [
      "How do you say 'thank you' in French?|Merci|S'il vous plaît|Bonjour|Pardon",
      "Which is the polite (formal) way to say 'you' in French?|Vous|Tu|Nous|Il",
      "What does 'Où est la gare ?' ask?|Where is the station?|What time is it?|How much is it?|Who is it?",
    ],
    German: [
      "How do you say 'thank you' in German?|Danke|Bitte|Hallo|Tschüss",
      "Which is the polite (formal) way to say 'you' in German?|Sie|du|ihr|er",
      "Where does the verb usually go in a German main clause?|In second position|At the very end|Always first|Anywhere",
    ],
    Japanese: [
      "Which Japanese script is mainly used for foreign loanwords?|Katakana|Hiragana|Kanji|Romaji",
      "How do you say 'thank you' politely in Japanese?|Arigatou gozaimasu|Sumimasen ga|Konbanwa|Sayounara",
    ],
  },
  knowledge: [
    "How well can you currently understand and speak {s}? Give an example of something you can say.",
    "Which situations do you most want to handle in {s} (travel, work, conversation, exams)?",
    "How do you usually learn new words, and how well do they stick?",
    "Describe a conversation in {s} you have had, or one you would like to be able to have.",
  ],
};
