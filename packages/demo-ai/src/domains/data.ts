import type { Domain } from "./types.ts";

/** Data analysis, visualisation, statistics for data and machine learning. */
export const dataDomain: Domain = {
  id: "data",
  hue: 170,
  keywords: [
    "data",
    "datos",
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
    "power bi": "Power BI",
    default: "Spreadsheets",
  },
  courses: [
    {
      title: "Thinking with Data",
      about:
        "Learn to ask answerable questions, read a dataset's structure and choose the metrics that matter before touching any tool.",
      stage: 0,
      hours: 12,
      tags: "data literacy|metrics|questions",
      sections: [
        "Asking Questions Data Can Answer | turn a vague business question into one data can answer | Vague Versus Answerable Questions; Choosing What to Measure; Deciding What Would Change Your Mind; Practice: Rewrite Five Questions",
        "Rows, Columns and Data Types | read a dataset's structure and spot what each column holds | One Row, One Thing; Numbers, Categories and Dates; Identifiers and Keys; Practice: Describe a Real Table",
        "Averages, Counts and Rates | summarise data with the right statistic | Mean, Median and Mode; Counts Versus Percentages; Rates and Ratios; When an Average Misleads",
        "Spotting Bad Data | recognise missing, duplicated and suspicious values | Missing Values; Duplicates and Typos; Outliers: Error or Insight?; Practice: Audit a Messy Sheet",
        "Metrics That Matter | choose metrics that reflect real progress | Vanity Versus Actionable Metrics; Leading and Lagging Indicators; Defining a Metric Precisely; Practice: Pick Three KPIs",
        "From Question to Answer | walk a small question through the whole analysis process | Framing the Question; Getting and Checking the Data; Summarising the Result; Sharing a One-Page Answer",
      ],
    },
    {
      title: "Data Analysis with {tool}",
      about:
        "Load, explore, clean, filter, group and join real datasets in {tool}, the everyday work of an analyst.",
      stage: 1,
      hours: 30,
      tags: "{tool}|data cleaning|wrangling",
      sections: [
        "Loading Data from CSV and Excel | bring CSV and Excel files into {tool} without surprises | Reading a CSV File; Importing Excel Sheets; Fixing Column Types on Import; Checking What Loaded",
        "Exploring a New Dataset | get a feel for a dataset's shape, ranges and oddities in minutes | First Look: Size and Columns; Summary Statistics; Value Counts and Categories; Quick Exploratory Charts",
        "Filtering and Sorting Rows | select exactly the rows and columns a question needs | Selecting Columns; Filtering on Conditions; Sorting and Ranking; Practice: Top Ten Products",
        "Cleaning Messy Data | fix missing values, duplicates and inconsistent text | Handling Missing Values; Removing Duplicates; Standardising Text and Dates; Practice: Clean a Sales Export",
        "Grouping and Aggregating | summarise data by category and time period | Totals by Category; Monthly and Weekly Summaries; Pivot Tables; Practice: Revenue by Region",
        "Joining Tables | combine data from several sources correctly | Matching on a Key; Inner and Left Joins; Checking a Join Did Not Duplicate Rows; Practice: Orders Plus Customers",
      ],
    },
    {
      title: "Data Visualisation and Storytelling",
      about:
        "Choose the right chart, design it for clarity and turn an analysis into a story a non-specialist can follow.",
      stage: 1,
      hours: 20,
      tags: "visualisation|charts|storytelling",
      sections: [
        "Choosing the Right Chart | match a chart type to the question being asked | Comparisons: Bar Charts; Trends: Line Charts; Relationships: Scatter Plots; Charts to Avoid",
        "Distributions and Histograms | show how values are spread out and spot skew | Histograms Step by Step; Box Plots; Comparing Two Distributions; Practice: Order Values",
        "Designing for Clarity | remove clutter and direct attention to what matters | Decluttering a Default Chart; Colour with Purpose; Labels and Annotations; Accessible Colour Palettes",
        "Building a Dashboard | combine a few charts into a dashboard people actually use | Who Is the Dashboard For?; Choosing the Key Numbers; Layout and Filters; Practice: a One-Page Dashboard",
        "Telling a Story with Data | present findings as a clear story with a recommendation | The Big Idea in One Sentence; Structuring the Story; Presenting to Non-Specialists; Practice: a Five-Slide Briefing",
      ],
    },
    {
      title: "Statistics for Data Analysis",
      about:
        "Describe data, reason about samples and uncertainty, test hypotheses and fit simple regressions without the common traps.",
      stage: 2,
      hours: 32,
      tags: "statistics|hypothesis testing|regression",
      sections: [
        "Describing Data: Centre and Spread | describe any variable with the right summary numbers | Mean, Median and Mode; Variance and Standard Deviation; Percentiles; Practice: Summarise a Column",
        "Probability Basics | reason about chance and combine probabilities correctly | Events and Outcomes; Adding and Multiplying Probabilities; Conditional Probability; Common Probability Traps",
        "Samples and Confidence Intervals | estimate a population value and state your uncertainty | Samples and Populations; Sampling Error; Confidence Intervals Explained; Practice: Estimate an Average",
        "Hypothesis Testing and A/B Tests | decide whether a difference is real or just noise | Null and Alternative Hypotheses; p-Values Without the Confusion; Running an A/B Test; Practice: Did the Change Work?",
        "Correlation and Regression | measure relationships and make simple predictions | Correlation Is Not Causation; Fitting a Straight Line; Reading Regression Output; Practice: Predict Next Month's Sales",
      ],
    },
    {
      title: "Capstone: Analysing a Real Dataset",
      about:
        "Take one public dataset from question to cleaned data, analysis and a short presentation of your findings.",
      stage: 2,
      hours: 25,
      tags: "capstone|portfolio|analysis",
      sections: [
        "Choosing a Dataset and a Question | pick a dataset and a question worth answering | Where to Find Good Open Data; Checking a Dataset's Quality; Framing Your Question; Writing a One-Paragraph Plan",
        "Cleaning and Preparing | turn raw data into a tidy, documented table | Cleaning Step by Step; Keeping a Cleaning Log; Creating Useful New Columns; Checking Your Work",
        "Exploring and Testing Ideas | explore the data and test your hunches honestly | Exploratory Charts; Forming Hypotheses; Testing What You Found; Recording Dead Ends",
        "Presenting Your Findings | present results in a short report and talk | Writing the Summary First; Choosing Three Key Charts; Rehearsing the Talk; Publishing Your Project",
        "Review and Next Steps | reflect on the project and plan your next analysis | What Went Well; What You Would Do Differently; Adding It to Your Portfolio; Choosing Your Next Dataset",
      ],
    },
  ],
  quiz: [
    "What is a missing value in a dataset?|A cell with no recorded value|A duplicated row|A column name|A chart label",
    "Which chart best shows a trend over time?|A line chart|A pie chart|A word cloud|A table of raw rows",
    "What does grouping and aggregating do?|Summarises rows that share a value, such as totals per month|Deletes rows with errors|Sorts columns alphabetically|Encrypts the data",
    "The median of 2, 3, 4, 100 is…|3.5|27.25|4|100",
    "Two measures rise and fall together. What can you conclude?|They are correlated, which alone does not prove one causes the other|One causes the other|The data must be wrong|They measure the same thing",
  ],
  quizBySubject: {
    Excel: [
      "Which Excel feature summarises a table by category without writing formulas?|A PivotTable|Conditional formatting|Freeze panes|Flash Fill",
      "What does =SUM(A1:A3) do?|Adds the values in cells A1, A2 and A3|Counts the cells A1 to A3|Multiplies A1 by A3|Averages A1 and A3",
    ],
    "Machine Learning": [
      "Why do you keep a separate test set when training a model?|To measure how well it works on data it has not seen|To make training faster|To store the labels|To avoid cleaning the data",
      "What is overfitting?|A model that memorises training data and does badly on new data|A model that is too simple|A model trained too quickly|A dataset with too many rows",
    ],
  },
  knowledge: [
    "Which tools have you used to work with data (spreadsheets, SQL, code), and for what?",
    "How would you check whether a dataset you were given is trustworthy?",
    "Describe a question you answered with data, or one you would like to answer.",
    "When would you report a median instead of an average?",
  ],
};
