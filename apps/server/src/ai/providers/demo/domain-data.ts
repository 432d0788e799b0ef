/**
 * The demo provider's small topic dictionaries. Templates use {S} (subject, e.g. "Python"),
 * {forP} (" for Data Analysis" or ""), {s} (subject in lower case) and {tool} (the domain's tool
 * for the subject, e.g. pandas for Python in the data domain). Sections are "|"-separated.
 */

/** One course a domain can recommend; stage 0 basics, 1 core, 2 advanced. */
export type CourseTemplate = {
  title: string;
  about: string;
  stage: 0 | 1 | 2;
  hours: number;
  tags: string;
  sections: string;
};

export type Domain = {
  id: string;
  /** Hue (0-360) of the domain's cover art. */
  hue: number;
  /** Lower-case words or phrases that point to this domain. */
  keywords: string[];
  /** Keyword → display subject, e.g. python → Python. */
  subjects: Record<string, string>;
  /** Subject keyword → tool name; "default" when none matches. */
  tools: Record<string, string>;
  courses: CourseTemplate[];
  /** Multiple-choice questions: question | correct | wrong | wrong | wrong. */
  quiz: string[];
};

export const DOMAINS: Domain[] = [
  {
    id: "programming",
    hue: 210,
    keywords: [
      "python",
      "javascript",
      "typescript",
      "java",
      "c++",
      "c#",
      "rust",
      "golang",
      "kotlin",
      "swift",
      "ruby",
      "php",
      "sql",
      "html",
      "css",
      "react",
      "coding",
      "code",
      "programming",
      "software",
      "developer",
      "web",
      "backend",
      "frontend",
      "algorithms",
      "app",
      "apps",
    ],
    subjects: {
      python: "Python",
      javascript: "JavaScript",
      typescript: "TypeScript",
      java: "Java",
      "c++": "C++",
      "c#": "C#",
      rust: "Rust",
      golang: "Go",
      kotlin: "Kotlin",
      swift: "Swift",
      ruby: "Ruby",
      php: "PHP",
      sql: "SQL",
      html: "HTML and CSS",
      css: "CSS",
      react: "React",
      coding: "Programming",
      programming: "Programming",
      software: "Software Development",
      web: "Web Development",
    },
    tools: { default: "a code editor" },
    courses: [
      {
        title: "{S} Foundations{forP}",
        about:
          "Set up {S}, write your first programs and learn the core syntax: values, variables, conditions, loops and functions.",
        stage: 0,
        hours: 24,
        tags: "{s}|fundamentals|syntax",
        sections:
          "Setting Up Your {S} Environment|Values, Variables and Types|Making Decisions with Conditions|Repeating Work with Loops|Writing Your Own Functions|Collections: Lists and Dictionaries|Reading Errors and Debugging|Your First Small Program",
      },
      {
        title: "Writing Clean, Structured {S} Code",
        about:
          "Organise code into modules, handle errors, work with files and test what you write so your programs stay readable as they grow.",
        stage: 1,
        hours: 30,
        tags: "{s}|clean code|testing",
        sections:
          "Organising Code into Modules|Naming, Style and Readability|Handling Errors Gracefully|Working with Files and Input|Testing Your Code|Using Packages and Libraries|Refactoring a Messy Script",
      },
      {
        title: "Problem Solving with {S}",
        about:
          "Break problems into steps, pick the right data structure and practise the classic algorithms that come up again and again.",
        stage: 1,
        hours: 28,
        tags: "{s}|algorithms|data structures",
        sections:
          "Breaking Problems into Steps|Searching and Sorting|Choosing the Right Data Structure|Recursion Without Fear|Measuring Performance|Timed Practice Problems",
      },
      {
        title: "{S} Projects{forP}",
        about:
          "Plan and build complete projects end to end: structure, external APIs, storing data, testing and sharing your work.",
        stage: 2,
        hours: 40,
        tags: "{s}|projects|portfolio",
        sections:
          "Planning a Project|Project Structure and Tooling|Working with APIs|Storing Data|Debugging Bigger Programs|Packaging and Sharing Your Work|Project Review and Next Steps",
      },
      {
        title: "Advanced {S} Techniques",
        about:
          "Go beyond the basics with closures, concurrency, profiling and the design patterns experienced developers rely on.",
        stage: 2,
        hours: 36,
        tags: "{s}|advanced|performance",
        sections:
          "Advanced Functions and Closures|Concurrency and Async Code|Profiling and Performance|Design Patterns in {S}|Types and Tooling|Reading Other People's Code",
      },
    ],
    quiz: [
      "What is a variable in {S}?|A named place that holds a value|A kind of loop|An error message|A file on the disk",
      "Why do programmers write functions?|To reuse and name a piece of logic|To make programs run only once|To avoid using variables|To hide every error",
      "What should you do first when your program shows an error?|Read the message and find the line it points to|Delete the file and start over|Ignore it and run again|Add more code until it disappears",
    ],
  },
  {
    id: "data",
    hue: 170,
    keywords: [
      "data",
      "analysis",
      "analytics",
      "analyst",
      "pandas",
      "excel",
      "spreadsheets",
      "spreadsheet",
      "visualization",
      "visualisation",
      "dashboards",
      "dashboard",
      "machine learning",
      "ml",
      "data science",
      "tableau",
      "power bi",
    ],
    subjects: {
      data: "Data Analysis",
      analytics: "Data Analytics",
      "data science": "Data Science",
      "machine learning": "Machine Learning",
      ml: "Machine Learning",
      excel: "Excel",
      pandas: "pandas",
      tableau: "Tableau",
      "power bi": "Power BI",
    },
    tools: {
      python: "pandas",
      r: "the tidyverse",
      excel: "Excel",
      sql: "SQL",
      tableau: "Tableau",
      default: "Spreadsheets",
    },
    courses: [
      {
        title: "Thinking with Data{forP}",
        about:
          "Learn to ask answerable questions, read a dataset's structure and choose the metrics that matter before touching any tool.",
        stage: 0,
        hours: 12,
        tags: "data literacy|metrics|questions",
        sections:
          "Asking Good Questions of Data|Rows, Columns and Data Types|Where Data Comes From|Averages, Counts and Rates|Spotting Bad Data|From Question to Answer",
      },
      {
        title: "Working with Data in {tool}",
        about:
          "Load, explore, clean, filter, group and join real datasets in {tool}, the everyday work of an analyst.",
        stage: 1,
        hours: 30,
        tags: "{tool}|data cleaning|wrangling",
        sections:
          "Loading Data from CSV and Excel|Exploring a Dataset|Selecting and Filtering Rows|Cleaning Missing and Messy Values|Grouping and Aggregating|Joining Tables|Reshaping Data",
      },
      {
        title: "Data Visualisation and Storytelling",
        about:
          "Choose the right chart, design it for clarity and turn an analysis into a story a non-specialist can follow.",
        stage: 1,
        hours: 20,
        tags: "visualisation|charts|storytelling",
        sections:
          "Choosing the Right Chart|Bar, Line and Scatter Charts|Distributions and Histograms|Colour, Labels and Clarity|Building a Dashboard|Telling a Story with Data",
      },
      {
        title: "Statistics for Data Analysis",
        about:
          "Describe data, reason about samples and uncertainty, test hypotheses and fit simple regressions without the common traps.",
        stage: 2,
        hours: 32,
        tags: "statistics|hypothesis testing|regression",
        sections:
          "Describing Data: Centre and Spread|Probability Basics|Sampling and Confidence Intervals|Hypothesis Testing|Correlation and Regression|Avoiding Statistical Traps",
      },
      {
        title: "Capstone: Analysing a Real Dataset{forP}",
        about:
          "Take one public dataset from question to cleaned data, analysis and a short presentation of your findings.",
        stage: 2,
        hours: 25,
        tags: "capstone|portfolio|analysis",
        sections:
          "Finding a Good Dataset|Framing the Question|Cleaning and Preparing|Exploratory Analysis|Testing Your Ideas|Presenting Your Findings",
      },
    ],
    quiz: [
      "What is a missing value in a dataset?|A cell with no recorded value|A duplicated row|A column name|A chart label",
      "Which chart best shows a trend over time?|A line chart|A pie chart|A word cloud|A table of raw rows",
      "What does grouping and aggregating do?|Summarises rows that share a value, such as totals per month|Deletes rows with errors|Sorts columns alphabetically|Encrypts the data",
    ],
  },
  {
    id: "languages",
    hue: 20,
    keywords: [
      "spanish",
      "french",
      "german",
      "italian",
      "japanese",
      "chinese",
      "mandarin",
      "cantonese",
      "korean",
      "portuguese",
      "russian",
      "arabic",
      "english",
      "hindi",
      "dutch",
      "swedish",
      "greek",
      "turkish",
      "polish",
      "ukrainian",
      "hebrew",
      "language",
      "languages",
      "vocabulary",
      "grammar",
      "español",
      "français",
      "deutsch",
      "inglés",
      "englisch",
      "中文",
      "汉语",
      "日本語",
      "한국어",
    ],
    subjects: {
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
    },
    tools: { default: "flashcards" },
    courses: [
      {
        title: "{S} Essentials: Sounds and First Phrases",
        about:
          "Master the sounds of {S}, greet people, count, tell the time and form your first simple sentences.",
        stage: 0,
        hours: 20,
        tags: "{s}|pronunciation|basics",
        sections:
          "The Sounds of {S}|Greetings and Introductions|Numbers, Days and Time|Everyday Nouns|Present Tense Basics|Asking Simple Questions",
      },
      {
        title: "Everyday {S} Conversation{forP}",
        about:
          "Handle everyday situations in {S}: talking about yourself, shopping, ordering food, asking for directions and making plans.",
        stage: 1,
        hours: 30,
        tags: "{s}|conversation|speaking",
        sections:
          "Talking About Yourself|Ordering Food and Shopping|Directions and Travel|Making Plans|Describing People and Places|Phone Calls and Messages",
      },
      {
        title: "{S} Grammar in Context",
        about:
          "Learn the past and future, pronouns and word order through short dialogues instead of tables to memorise.",
        stage: 1,
        hours: 26,
        tags: "{s}|grammar|writing",
        sections:
          "Talking About the Past|Future Plans and Conditions|Pronouns and Word Order|Connecting Ideas|Common Irregular Verbs|Grammar Review in Dialogues",
      },
      {
        title: "Listening and Reading in Real {S}",
        about:
          "Train your ear and reading speed with podcasts, short stories, songs and news written for native speakers.",
        stage: 2,
        hours: 28,
        tags: "{s}|listening|reading",
        sections:
          "Podcasts and Slow News|Short Stories|Songs and Film Clips|News Articles|Understanding Native Speed|Building a Reading Habit",
      },
      {
        title: "Fluent {S}: Opinions and Nuance",
        about:
          "Express opinions, use idioms, switch between formal and informal registers and present a topic with confidence.",
        stage: 2,
        hours: 34,
        tags: "{s}|fluency|idioms",
        sections:
          "Agreeing and Disagreeing|Idioms and Expressions|Formal and Informal Registers|Presenting a Topic|Writing Emails and Essays|Debate Practice",
      },
    ],
    quiz: [
      "What is the most effective daily habit for learning {S}?|Short, regular practice with speaking and listening|One long session a month|Reading grammar tables only|Waiting until you feel ready to speak",
      "Why learn phrases rather than isolated words?|Phrases show how words are really used together|Phrases are always shorter|Single words cannot be pronounced|Dictionaries only list phrases",
    ],
  },
  {
    id: "music",
    hue: 290,
    keywords: [
      "guitar",
      "piano",
      "keyboard",
      "violin",
      "drums",
      "ukulele",
      "bass",
      "cello",
      "flute",
      "saxophone",
      "trumpet",
      "singing",
      "sing",
      "vocals",
      "voice",
      "music",
      "compose",
      "composition",
      "songwriting",
      "music theory",
      "producing",
      "dj",
      "гитаре",
      "гитара",
      "гитару",
      "фортепиано",
    ],
    subjects: {
      guitar: "Guitar",
      piano: "Piano",
      keyboard: "Keyboard",
      violin: "Violin",
      drums: "Drums",
      ukulele: "Ukulele",
      bass: "Bass Guitar",
      cello: "Cello",
      flute: "Flute",
      saxophone: "Saxophone",
      trumpet: "Trumpet",
      singing: "Singing",
      sing: "Singing",
      vocals: "Singing",
      voice: "Singing",
      music: "Music",
      composition: "Composition",
      compose: "Composition",
      songwriting: "Songwriting",
      "music theory": "Music Theory",
      producing: "Music Production",
      dj: "DJing",
      гитаре: "Guitar",
      гитара: "Guitar",
      гитару: "Guitar",
      фортепиано: "Piano",
    },
    tools: { default: "a metronome" },
    courses: [
      {
        title: "{S} for Absolute Beginners",
        about:
          "Get comfortable with posture and technique, read basic notation and play your first complete piece.",
        stage: 0,
        hours: 18,
        tags: "{s}|technique|beginner",
        sections:
          "Getting to Know Your Instrument|Posture and Technique|Reading Basic Notation|Your First Notes and Chords|Keeping Time with Rhythm|Playing Your First Song",
      },
      {
        title: "Music Theory for {S}",
        about:
          "Understand scales, keys, intervals and chord progressions so you know why the music you play works.",
        stage: 1,
        hours: 22,
        tags: "music theory|scales|chords",
        sections:
          "Notes, Scales and Keys|Intervals|Building Chords|Chord Progressions|Rhythm and Meter|Ear Training Basics",
      },
      {
        title: "{S} Technique and Daily Practice",
        about:
          "Build a warm-up, gain speed cleanly, add dynamics and follow a weekly practice plan that keeps you improving.",
        stage: 1,
        hours: 30,
        tags: "{s}|practice|technique",
        sections:
          "Warm-Ups That Work|Building Speed Cleanly|Dynamics and Expression|Practising with a Metronome|Fixing Common Mistakes|A Weekly Practice Plan",
      },
      {
        title: "{S} Repertoire: Songs You Love",
        about:
          "Learn complete songs section by section, add your own variations and play along with recordings.",
        stage: 2,
        hours: 28,
        tags: "{s}|repertoire|songs",
        sections:
          "Choosing Songs at Your Level|Learning a Song Section by Section|Accompaniment Patterns|Improvising Simple Variations|Playing Along with Recordings|Performing for Others",
      },
      {
        title: "Advanced {S} Performance{forP}",
        about:
          "Refine tone and timing, tackle demanding pieces and prepare a confident performance or recording.",
        stage: 2,
        hours: 40,
        tags: "{s}|performance|advanced",
        sections:
          "Refining Tone|Complex Rhythms|Demanding Passages|Interpretation and Style|Recording Yourself|Preparing a Performance",
      },
    ],
    quiz: [
      "What does a metronome help you practise?|Steady timing|Tuning|Volume|Reading lyrics",
      "Why practise slowly at first?|Accuracy at a slow tempo becomes clean playing at speed|Slow practice is only for children|It makes pieces shorter|Fast practice is impossible",
    ],
  },
  {
    id: "math",
    hue: 240,
    keywords: [
      "math",
      "maths",
      "mathematics",
      "algebra",
      "calculus",
      "geometry",
      "trigonometry",
      "statistics",
      "probability",
      "linear algebra",
      "arithmetic",
      "equations",
      "discrete",
    ],
    subjects: {
      math: "Mathematics",
      maths: "Mathematics",
      mathematics: "Mathematics",
      algebra: "Algebra",
      calculus: "Calculus",
      geometry: "Geometry",
      trigonometry: "Trigonometry",
      statistics: "Statistics",
      probability: "Probability",
      "linear algebra": "Linear Algebra",
      arithmetic: "Arithmetic",
      discrete: "Discrete Mathematics",
    },
    tools: { default: "pen and paper" },
    courses: [
      {
        title: "{S} Foundations{forP}",
        about:
          "Rebuild the groundwork: notation, expressions, equations and graphs, with plenty of worked examples.",
        stage: 0,
        hours: 20,
        tags: "{s}|foundations|notation",
        sections:
          "Numbers, Operations and Notation|Working with Expressions|Solving Equations|Functions and Graphs|Reasoning Step by Step|Foundations Practice Set",
      },
      {
        title: "Core {S} Methods",
        about:
          "Learn the standard techniques of {S} and when to use each one, from definitions to multi-step problems.",
        stage: 1,
        hours: 30,
        tags: "{s}|methods|problem solving",
        sections:
          "Key Definitions|Standard Techniques|Worked Examples|Checking Your Answers|Word Problems|Mixed Practice",
      },
      {
        title: "Visual Intuition for {S}",
        about: "See the ideas behind the formulas with graphs, diagrams and interactive sketches.",
        stage: 1,
        hours: 16,
        tags: "{s}|intuition|graphs",
        sections:
          "Pictures Behind the Formulas|Graphing Relationships|Change and Rates|Shapes and Space|Estimating Before Calculating|Explaining Ideas Visually",
      },
      {
        title: "Applied {S}{forP}",
        about:
          "Use {S} on real problems: modelling situations, interpreting results and checking they make sense.",
        stage: 2,
        hours: 30,
        tags: "{s}|applications|modelling",
        sections:
          "Turning Situations into Models|Using Formulas in Practice|Interpreting Results|Estimation and Error|Case Studies|Applied Project",
      },
      {
        title: "Proofs and Advanced Topics in {S}",
        about:
          "Read and write proofs and meet the advanced ideas that connect {S} to the rest of mathematics.",
        stage: 2,
        hours: 36,
        tags: "{s}|proofs|advanced",
        sections:
          "How Proofs Work|Direct Proof and Contradiction|Induction|Advanced Topic Survey|Connecting Ideas|Proof Practice",
      },
    ],
    quiz: [
      "What is the best way to check the answer to an equation?|Substitute it back into the original equation|Round it to a whole number|Compare it with a friend's answer|Check that it is positive",
      "Why draw a graph of a function?|It shows how the output changes with the input|It replaces the need for numbers|Graphs are always exact|It makes the function linear",
    ],
  },
  {
    id: "design",
    hue: 330,
    keywords: [
      "design",
      "ui",
      "ux",
      "figma",
      "photoshop",
      "illustrator",
      "illustration",
      "drawing",
      "draw",
      "sketching",
      "sketch",
      "painting",
      "paint",
      "graphic",
      "typography",
      "logo",
      "branding",
      "animation",
      "blender",
      "3d",
      "photography",
      "photo",
    ],
    subjects: {
      ui: "UI Design",
      ux: "UX Design",
      figma: "Figma",
      photoshop: "Photoshop",
      illustrator: "Illustrator",
      illustration: "Illustration",
      drawing: "Drawing",
      draw: "Drawing",
      sketching: "Sketching",
      painting: "Painting",
      paint: "Painting",
      graphic: "Graphic Design",
      typography: "Typography",
      logo: "Logo Design",
      branding: "Branding",
      animation: "Animation",
      blender: "3D Modelling in Blender",
      "3d": "3D Modelling",
      photography: "Photography",
      photo: "Photography",
      design: "Design",
    },
    tools: {
      figma: "Figma",
      photoshop: "Photoshop",
      illustrator: "Illustrator",
      blender: "Blender",
      default: "a sketchbook",
    },
    courses: [
      {
        title: "{S} Fundamentals: Shape, Colour and Composition",
        about:
          "Train your eye with the building blocks every visual discipline shares: shape, colour, contrast and composition.",
        stage: 0,
        hours: 18,
        tags: "{s}|colour|composition",
        sections:
          "Seeing Like a Designer|Shape and Composition|Colour Theory|Contrast and Hierarchy|Typography and Lettering Basics|Critiquing Your Work",
      },
      {
        title: "{S} Tools and Workflow",
        about:
          "Set up an efficient workflow in {tool}: shortcuts, layers, reusable elements and exporting your work properly.",
        stage: 1,
        hours: 20,
        tags: "{tool}|workflow|tools",
        sections:
          "A Tour of {tool}|Layers and Organisation|Reusable Elements|Shortcuts and Speed|Exporting and Sharing|A Complete Small Piece",
      },
      {
        title: "Designing for People{forP}",
        about:
          "Understand who you are making things for, sketch ideas, get feedback and iterate towards something that works.",
        stage: 1,
        hours: 24,
        tags: "{s}|feedback|iteration",
        sections:
          "Understanding Your Audience|Research and Inspiration|Sketching Many Ideas|Feedback and Critique|Iterating on a Design|Presenting Your Choices",
      },
      {
        title: "Building a {S} Portfolio",
        about:
          "Produce three polished pieces, write about your process and present them in a portfolio that gets attention.",
        stage: 2,
        hours: 30,
        tags: "{s}|portfolio|projects",
        sections:
          "Choosing Portfolio Projects|Brief and Constraints|Producing Polished Work|Writing Case Studies|Presenting Online|Getting Feedback",
      },
      {
        title: "Advanced {S} Techniques",
        about: "Push your craft with advanced techniques, personal style and demanding briefs.",
        stage: 2,
        hours: 32,
        tags: "{s}|advanced|style",
        sections:
          "Developing a Personal Style|Advanced Techniques|Working to a Demanding Brief|Motion and Interaction|Polishing Details|Reviewing Master Works",
      },
    ],
    quiz: [
      "What does visual hierarchy do?|Guides the eye to the most important element first|Makes every element the same size|Removes colour|Adds more text",
      "Why ask others to critique your work?|Fresh eyes spot problems you no longer see|To get compliments only|Critique is only for experts|To copy their style",
    ],
  },
  {
    id: "business",
    hue: 45,
    keywords: [
      "business",
      "marketing",
      "finance",
      "accounting",
      "startup",
      "management",
      "manager",
      "sales",
      "investing",
      "investment",
      "stocks",
      "entrepreneurship",
      "entrepreneur",
      "leadership",
      "economics",
      "negotiation",
      "product management",
      "seo",
      "ecommerce",
      "budgeting",
    ],
    subjects: {
      business: "Business",
      marketing: "Marketing",
      finance: "Finance",
      accounting: "Accounting",
      startup: "Startups",
      management: "Management",
      manager: "Management",
      sales: "Sales",
      investing: "Investing",
      investment: "Investing",
      stocks: "Investing",
      entrepreneurship: "Entrepreneurship",
      entrepreneur: "Entrepreneurship",
      leadership: "Leadership",
      economics: "Economics",
      negotiation: "Negotiation",
      "product management": "Product Management",
      seo: "SEO",
      ecommerce: "E-commerce",
      budgeting: "Personal Finance",
    },
    tools: { default: "spreadsheets" },
    courses: [
      {
        title: "{S} Fundamentals{forP}",
        about: "Learn the vocabulary, core models and key numbers of {S} through short real-world cases.",
        stage: 0,
        hours: 16,
        tags: "{s}|fundamentals|case studies",
        sections:
          "How {S} Works|Key Terms and Models|Reading the Numbers|Real-World Cases|Common Beginner Mistakes|Your First Plan",
      },
      {
        title: "Understanding Customers and Markets",
        about:
          "Research customers, size a market and position an offer so it stands out from the alternatives.",
        stage: 1,
        hours: 20,
        tags: "customers|market research|positioning",
        sections:
          "Who Your Customers Are|Interviews and Surveys|Sizing a Market|Competitors and Alternatives|Positioning an Offer|Testing Demand Cheaply",
      },
      {
        title: "Numbers for {S}: Budgets and Metrics",
        about:
          "Build budgets and forecasts in a spreadsheet and track the metrics that show whether things are working.",
        stage: 1,
        hours: 22,
        tags: "{s}|metrics|budgeting",
        sections:
          "Revenue, Costs and Margin|Building a Budget|Forecasting|Key Metrics and Dashboards|Cash Flow|Making Decisions with Numbers",
      },
      {
        title: "{S} Strategy and Planning",
        about: "Set goals, choose strategies, plan the work and review results the way experienced teams do.",
        stage: 2,
        hours: 26,
        tags: "{s}|strategy|planning",
        sections:
          "Setting Clear Goals|Strategic Options|Prioritising|Planning the Work|Measuring Results|Strategy Review",
      },
      {
        title: "Leading and Growing{forP}",
        about: "Lead people, negotiate well and grow what you have built without losing focus.",
        stage: 2,
        hours: 28,
        tags: "leadership|negotiation|growth",
        sections:
          "Leading a Small Team|Giving and Receiving Feedback|Negotiation Basics|Delegating Well|Scaling What Works|Learning from Failure",
      },
    ],
    quiz: [
      "What is a profit margin?|The share of revenue left after costs|The total money received|The number of customers|The price of a product",
      "Why talk to customers before building an offer?|To check the problem is real and worth solving|To avoid writing a plan|Customers always know the solution|It is required by law",
    ],
  },
  {
    id: "fitness",
    hue: 0,
    keywords: [
      "fitness",
      "run",
      "running",
      "marathon",
      "5k",
      "10k",
      "strength",
      "yoga",
      "workout",
      "workouts",
      "weight",
      "gym",
      "swimming",
      "swim",
      "cycling",
      "nutrition",
      "muscle",
      "stretching",
      "pilates",
      "health",
      "healthy",
      "calisthenics",
      "mobility",
    ],
    subjects: {
      fitness: "Fitness",
      run: "Running",
      running: "Running",
      marathon: "Marathon Running",
      "5k": "Running",
      "10k": "Running",
      strength: "Strength Training",
      yoga: "Yoga",
      workout: "Fitness",
      gym: "Strength Training",
      swimming: "Swimming",
      swim: "Swimming",
      cycling: "Cycling",
      nutrition: "Nutrition",
      pilates: "Pilates",
      calisthenics: "Calisthenics",
      mobility: "Mobility",
      weight: "Healthy Weight Loss",
    },
    tools: { default: "a training log" },
    courses: [
      {
        title: "{S} Basics: Safe Starts and Good Form",
        about:
          "Start safely: warm-ups, good form, the right effort level and how to avoid the injuries beginners get.",
        stage: 0,
        hours: 10,
        tags: "{s}|form|safety",
        sections:
          "Assessing Your Starting Point|Warming Up Properly|Good Form from Day One|Effort and Breathing|Rest and Recovery|Your First Two Weeks",
      },
      {
        title: "Building a Sustainable {S} Routine",
        about: "Design a weekly routine that fits your schedule and track progress so the habit sticks.",
        stage: 1,
        hours: 16,
        tags: "{s}|habits|routine",
        sections:
          "Setting a Realistic Goal|Designing Your Week|Tracking Progress|Staying Motivated|Adapting When Life Gets Busy|Monthly Check-In",
      },
      {
        title: "Nutrition and Recovery for {S}",
        about:
          "Eat and sleep to support training: fuelling, hydration, recovery days and listening to your body.",
        stage: 1,
        hours: 12,
        tags: "nutrition|recovery|sleep",
        sections:
          "Fuelling Before and After|Hydration|Protein and Energy|Sleep and Recovery|Dealing with Soreness|Everyday Meal Planning",
      },
      {
        title: "Progressive Training Plan{forP}",
        about: "Follow a progressive plan that raises the load step by step towards your target.",
        stage: 2,
        hours: 30,
        tags: "{s}|progression|training plan",
        sections:
          "Principles of Progression|Base Building|Adding Intensity|Deload Weeks|Testing Your Progress|Peaking for Your Goal",
      },
      {
        title: "Performance {S}: Going Further",
        about: "Refine technique, train specific qualities and prepare for events or personal records.",
        stage: 2,
        hours: 30,
        tags: "{s}|performance|advanced",
        sections:
          "Advanced Technique|Speed and Power|Endurance Blocks|Mental Preparation|Event Strategy|Long-Term Athletic Development",
      },
    ],
    quiz: [
      "Why increase training load gradually?|The body adapts step by step and big jumps risk injury|Gradual plans are only for beginners|Load never matters|It makes workouts shorter",
      "What is the purpose of a rest day?|It lets the body recover and adapt|It wastes training time|It is only for injured people|It replaces sleep",
    ],
  },
];

/** Used when no dictionary matches: sensible courses for any subject. */
export const GENERIC_DOMAIN: Domain = {
  id: "general",
  hue: 190,
  keywords: [],
  subjects: {},
  tools: { default: "a notebook" },
  courses: [
    {
      title: "{S} Essentials{forP}",
      about: "Get a clear overview of {S}: its key ideas, vocabulary and the first practical steps.",
      stage: 0,
      hours: 12,
      tags: "{s}|essentials|overview",
      sections:
        "What {S} Is and Why It Matters|Key Vocabulary|The Big Ideas|Tools and Resources|First Hands-On Steps|Checking Your Understanding",
    },
    {
      title: "Core Concepts of {S}",
      about:
        "Work through the core concepts of {S} one at a time, each with an example and a short exercise.",
      stage: 1,
      hours: 20,
      tags: "{s}|concepts|practice",
      sections:
        "Concept One: The Foundations|Concept Two: How the Parts Connect|Common Misconceptions|Worked Examples|Practice Exercises|Summary and Review",
    },
    {
      title: "{S} in Practice",
      about: "Apply {S} to realistic tasks and build the habits practitioners use every day.",
      stage: 1,
      hours: 24,
      tags: "{s}|practice|skills",
      sections:
        "Planning a Practical Task|Doing It Step by Step|Learning from Mistakes|Getting Feedback|Building a Routine|A Small Complete Project",
    },
    {
      title: "Going Deeper into {S}",
      about:
        "Explore the advanced questions, debates and techniques that separate practitioners from experts.",
      stage: 2,
      hours: 28,
      tags: "{s}|advanced|depth",
      sections:
        "Advanced Ideas|Current Debates|Expert Techniques|Reading Primary Sources|Teaching It to Others|Where to Go Next",
    },
    {
      title: "Capstone Project: {S}{forP}",
      about: "Bring everything together in one project of your own choosing, from plan to finished result.",
      stage: 2,
      hours: 24,
      tags: "{s}|capstone|project",
      sections:
        "Choosing Your Project|Planning and Milestones|Building the First Version|Review and Improve|Finishing Touches|Sharing Your Result",
    },
  ],
  quiz: [
    "What is the most reliable way to remember what you learn about {S}?|Practise recalling it at spaced intervals|Read the same page many times in one evening|Highlight everything|Avoid testing yourself",
  ],
};
