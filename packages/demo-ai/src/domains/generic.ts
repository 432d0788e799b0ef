import type { Domain } from "./types.ts";

/**
 * Used when no dictionary matches. Every line reads well with any subject noun phrase
 * ("Beekeeping", "World History", "Quantum Computing"): {S} appears where a name fits.
 */
export const GENERIC_DOMAIN: Domain = {
  id: "general",
  hue: 190,
  keywords: [],
  subjects: {},
  tools: { default: "a notebook" },
  courses: [
    {
      title: "Getting Started with {S}",
      about:
        "Get a clear overview of {s}: its key ideas and vocabulary, what you need, and your first practical steps.",
      stage: 0,
      hours: 12,
      tags: "{s}|essentials|overview",
      sections: [
        "{S}: the Big Picture | describe what {s} involves and how its main parts fit together | What {S} Involves; How the Main Parts Connect; A Short History; Myths and Misconceptions",
        "Key Terms and Core Ideas | use the essential vocabulary of {s} with confidence | The Terms Everyone Uses; Core Ideas in Plain Language; How Experienced People Think About It; Quick Check: Key Terms",
        "What You Need to Get Started | choose the tools, materials and resources worth having at the start | Essential Tools and Materials; What Can Wait Until Later; Books, Courses and Communities; Setting Up a Place to Practise",
        "First Practical Steps | complete a first simple task from start to finish | Choosing a Simple First Task; Following a Proven Method; Doing It Yourself, Step by Step; Looking Back: What Went Well",
        "Common Beginner Mistakes | spot and avoid the mistakes most newcomers make | The Five Most Common Mistakes; Why They Happen; Habits That Prevent Them; Quick Check: Spot the Mistake",
        "Building a Weekly Routine | stick with a routine that fits your week | Setting a Realistic Goal; Planning Short Sessions; Tracking Your Progress; Staying Motivated",
      ],
    },
    {
      title: "Core Skills in {S}",
      about:
        "Work through the core skills of {s} one at a time, each with a worked example and a short exercise.",
      stage: 1,
      hours: 20,
      tags: "{s}|core skills|practice",
      sections: [
        "Core Techniques Step by Step | apply the core techniques in the right order | Breaking a Technique into Steps; Watching an Expert Closely; Slow, Deliberate Repetition; Practice: One Technique, Three Times",
        "Learning from Worked Examples | follow an expert's example and then do it yourself | Reading a Worked Example; Spotting the Key Decisions; Copy, Then Change; Practice: Your Own Version",
        "Solving Common Problems | diagnose and fix the problems that come up most often | A Checklist for Diagnosis; The Usual Suspects; Fixing One Thing at a Time; Practice: Three Case Problems",
        "Quality: What Good Looks Like | judge the quality of your own work | Criteria Experts Use; Comparing Good and Weak Examples; Self-Assessment; Practice: Grade Your Own Work",
        "Getting Feedback | get useful feedback from people further ahead | Finding a Mentor or Community; Asking Specific Questions; Acting on Feedback; Practice: Share One Piece of Work",
      ],
    },
    {
      title: "{S} in Practice",
      about: "Apply {s} to realistic tasks and build the habits experienced practitioners use every day.",
      stage: 1,
      hours: 24,
      tags: "{s}|practice|skills",
      sections: [
        "Planning a Realistic Task | plan a real task with clear steps and a finish line | Choosing the Task; Listing the Steps; Estimating Time and Cost; Writing a One-Page Plan",
        "Doing the Work | carry out the plan and adjust as you go | Getting Started Without Delay; Checking Progress Against the Plan; Adapting When Things Change; Keeping Notes",
        "Learning from Mistakes | turn mistakes into lessons instead of setbacks | What Went Wrong and Why; Small Experiments; Asking for Help Early; Practice: a Mistake Journal",
        "Habits of Experienced Practitioners | adopt the routines experienced people rely on | Daily and Weekly Routines; Tools They Swear By; How They Keep Learning; Practice: Adopt One Habit",
        "A Small Complete Project | finish a small project you can show others | Choosing the Project; Doing the Work; Reviewing the Result; Sharing It",
      ],
    },
    {
      title: "Going Further with {S}",
      about:
        "Explore the advanced questions, debates and techniques that separate practitioners from experts.",
      stage: 2,
      hours: 28,
      tags: "{s}|advanced|depth",
      sections: [
        "Advanced Techniques | use the techniques experts reach for | What Changes at an Advanced Level; Three Advanced Techniques; When Not to Use Them; Practice: Try One for a Week",
        "Current Debates and Open Questions | explain where experts disagree and why | The Main Debates; Weighing the Evidence; Forming Your Own View; Practice: Write a Short Position",
        "Reading Expert Sources | read expert books, papers and forums critically | Finding Trustworthy Sources; Reading Efficiently; Taking Useful Notes; Practice: Summarise One Source",
        "Teaching It to Others | explain {s} clearly to a beginner | Why Teaching Deepens Learning; Explaining Simply; Answering Beginner Questions; Practice: a Ten-Minute Lesson",
        "Where to Go Next | plan the next stage of your learning | Specialisms to Consider; Communities and Events; Setting a Stretch Goal; Writing Your Next Plan",
      ],
    },
    {
      title: "Capstone: Your Own {S} Project",
      about: "Bring everything together in one project of your own choosing, from plan to finished result.",
      stage: 2,
      hours: 24,
      tags: "{s}|capstone|project",
      sections: [
        "Choosing Your Project | choose a project that stretches you but can be finished | Brainstorming Ideas; Checking Scope; Defining Done; Writing a Project Brief",
        "Planning and Milestones | break the project into milestones with dates | Listing the Milestones; Spotting Risks; Scheduling the Work; Setting Up Check-Ins",
        "Building the First Version | produce a rough but complete first version | Starting with the Core; Working in Short Sessions; Resisting Perfectionism; Finishing Version One",
        "Review and Improve | improve the project with feedback | Getting Feedback; Choosing What to Improve; Making the Changes; Final Checks",
        "Sharing Your Result | present what you made and what you learned | Telling the Story of the Project; Showing Before and After; Sharing Publicly; Planning What Comes Next",
      ],
    },
  ],
  quiz: [
    "What is the most reliable way to remember what you learn?|Practise recalling it at spaced intervals|Read the same page many times in one evening|Highlight everything|Avoid testing yourself",
    "You have been stuck on a problem for an hour. What is the best next step?|Break it into smaller parts and tackle one at a time|Give up on the topic|Start a completely different course|Copy an answer without reading it",
    "Which goal is most useful when starting something new?|A specific, measurable goal with a date|Getting better eventually|Learning everything at once|Avoiding practice until you feel ready",
    "How should you use feedback on your work?|Find the most common issue and fix it first|Ignore it|Only keep the praise|Change everything at once",
    "What makes practice most effective?|Focusing on specific weaknesses with quick feedback|Repeating only what you already do well|Long sessions with no breaks|Switching topics every few minutes",
  ],
  knowledge: [
    "What first got you interested in {s}, and what have you tried so far?",
    "Which parts of {s} feel clear to you, and which feel confusing?",
    "Describe a task related to {s} that you can already do without help.",
    "What would you like to be able to do with {s} in three months?",
  ],
};
